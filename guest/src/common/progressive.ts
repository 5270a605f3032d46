// A phone on a poor network may fail a download that the next attempt gets.
const RETRY_DELAYS_MS = [1_000, 3_000, 10_000];

/**
 * A module of the page's own code downloaded with a few tries: a failed download is tried again
 * after each delay. After the last one the failure is told in the console and the promise never
 * settles, so what waits on it (a Suspense boundary) keeps showing what it shows meanwhile (the
 * server's markup, or nothing) instead of breaking the page.
 */
export function importWithRetries<M>(
  load: () => Promise<M>,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): Promise<M> {
  return new Promise((resolve) => {
    const attempt = (failures: number) => {
      load().then(resolve, (error: unknown) => {
        const delay = retryDelaysMs[failures];
        if (delay === undefined) console.error('Erro ao carregar parte da página.', error);
        else window.setTimeout(() => attempt(failures + 1), delay);
      });
    };
    attempt(0);
  });
}
