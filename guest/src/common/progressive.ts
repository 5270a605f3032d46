import { startTransition, useEffect, useState } from 'react';

// A phone on a poor network may fail a download that the next attempt gets.
const RETRY_DELAYS_MS = [1_000, 3_000, 10_000];

/**
 * A module loaded once the first render is on the screen: null until then. For what the first
 * view does not show (below the fold on a phone), so that neither its download nor its code
 * delays the first paint. The module comes in a transition, so what it renders is built in short
 * slices between frames. A failed download is tried again a few times.
 */
export function useModuleAfterFirstRender<M>(
  load: () => Promise<M>,
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): M | null {
  const [module, setModule] = useState<M | null>(null);
  useEffect(() => {
    let isMounted = true;
    let timer: number | undefined;
    const attempt = (failures: number) => {
      load().then(
        (loaded) => {
          if (isMounted) startTransition(() => setModule(() => loaded));
        },
        (error: unknown) => {
          const delay = retryDelaysMs[failures];
          if (!isMounted) return;
          if (delay === undefined) console.error('Erro ao carregar parte da página.', error);
          else timer = window.setTimeout(() => attempt(failures + 1), delay);
        },
      );
    };
    attempt(0);
    return () => {
      isMounted = false;
      window.clearTimeout(timer);
    };
  }, [load, retryDelaysMs]);
  return module;
}
