import { GeoError } from './geo-error';

export const GEO_BUSY_MESSAGE = 'Muitas buscas de endereço no momento. Tente novamente em instantes.';

/**
 * Runs tasks one after another with at least `intervalMs` between the starts of two of them: the
 * "at most one request per second" of Nominatim's usage policy. At most `maxWaiting` tasks wait
 * their turn; more are refused at once (503) rather than left waiting for minutes. A task that
 * fails does not stop the queue.
 */
export function createSpacedQueue(intervalMs: number, maxWaiting = 10) {
  let tail: Promise<unknown> = Promise.resolve();
  let lastStart = Number.NEGATIVE_INFINITY;
  let waiting = 0;

  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    if (waiting >= maxWaiting) return Promise.reject(new GeoError(503, GEO_BUSY_MESSAGE));
    waiting++;
    const run = tail.then(async () => {
      const wait = lastStart + intervalMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastStart = Date.now();
      waiting--;
      return task();
    });
    // The next task waits for this one to start and end, whatever its outcome.
    tail = run.catch(() => undefined);
    return run;
  };
}

/** One queue for every Nominatim call of this process, whichever app instance makes it. */
export const nominatimQueue = createSpacedQueue(1000);
