import { GEO_BUSY_MESSAGE, GEO_CLIENT_BUSY_MESSAGE } from '@celebra/shared/messages';
import { GeoError } from './geo-error';

export type SpacedQueueOptions = {
  /** Tasks that may wait their turn, from every client together. */
  maxWaiting?: number;
  /** Tasks one client may have in the queue, waiting or running. */
  maxPerClient?: number;
};

/**
 * Runs tasks one after another with at least `intervalMs` between the starts of two of them: the
 * "at most one request per second" of Nominatim's usage policy. At most `maxWaiting` tasks wait
 * their turn; more are refused at once (503) rather than left waiting for minutes. A task that
 * fails does not stop the queue.
 *
 * A task may name its client (the caller's address): one client may have at most
 * `maxPerClient` tasks in the queue, so a single visitor sending address after address cannot
 * take every place and starve the others; the next one is a 429 until one of theirs ends.
 */
export function createSpacedQueue(intervalMs: number, options: SpacedQueueOptions = {}) {
  const { maxWaiting = 10, maxPerClient = 2 } = options;
  let tail: Promise<unknown> = Promise.resolve();
  let lastStart = Number.NEGATIVE_INFINITY;
  let waiting = 0;
  const perClient = new Map<string, number>();

  function release(client: string) {
    const left = (perClient.get(client) ?? 1) - 1;
    if (left > 0) perClient.set(client, left);
    else perClient.delete(client);
  }

  return function enqueue<T>(task: () => Promise<T>, client?: string): Promise<T> {
    if (client !== undefined && (perClient.get(client) ?? 0) >= maxPerClient)
      return Promise.reject(new GeoError(429, GEO_CLIENT_BUSY_MESSAGE));
    if (waiting >= maxWaiting) return Promise.reject(new GeoError(503, GEO_BUSY_MESSAGE));
    waiting++;
    if (client !== undefined) perClient.set(client, (perClient.get(client) ?? 0) + 1);
    const run = tail.then(async () => {
      const wait = lastStart + intervalMs - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      lastStart = Date.now();
      waiting--;
      try {
        return await task();
      } finally {
        // Before the caller hears the outcome, so its next look-up finds its place free.
        if (client !== undefined) release(client);
      }
    });
    // The next task waits for this one to start and end, whatever its outcome.
    tail = run.catch(() => undefined);
    return run;
  };
}

/** One queue for every Nominatim call of this process, whichever app instance makes it. */
export const nominatimQueue = createSpacedQueue(1000);
