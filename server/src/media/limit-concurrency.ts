/** Why a task was not run: the waiting line was full, or its wait ran out. */
export class ConcurrencyLimitError extends Error {
  override name = 'ConcurrencyLimitError';

  constructor(readonly reason: 'full' | 'timeout') {
    super(reason === 'full' ? 'too many tasks waiting' : 'waited too long for a slot');
  }
}

export type ConcurrencyLimitOptions = {
  /** Tasks running at once. */
  concurrency: number;
  /** Tasks allowed to wait for a slot; one more is refused at once. */
  maxWaiting: number;
  /** How long a task may wait for a slot before it is refused. */
  waitTimeoutMs: number;
};

export type ConcurrencyStats = { active: number; waiting: number; peakActive: number };

export type ConcurrencyLimit = {
  /**
   * Runs `task` once a slot is free, in arrival order. Rejects with ConcurrencyLimitError, without
   * running it, when the waiting line is full or the wait runs out.
   */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** What is running and waiting now, and the most that ran at once since the last reset. */
  stats(): ConcurrencyStats;
  /** Starts counting `peakActive` again from what runs now. */
  resetPeak(): void;
};

type Waiter = { start: () => void; timer: NodeJS.Timeout };

/**
 * A semaphore with a bounded, timed waiting line: work that holds a lot of memory per task (an
 * image decode) runs a few at a time, and a burst beyond what can wait is refused instead of
 * piling up in memory.
 */
export function limitConcurrency(options: ConcurrencyLimitOptions): ConcurrencyLimit {
  let active = 0;
  let peakActive = 0;
  const waiting: Waiter[] = [];

  function acquire(): Promise<void> {
    if (active < options.concurrency) {
      active += 1;
      peakActive = Math.max(peakActive, active);
      return Promise.resolve();
    }
    if (waiting.length >= options.maxWaiting) return Promise.reject(new ConcurrencyLimitError('full'));
    return new Promise((resolve, reject) => {
      const waiter: Waiter = {
        start: resolve,
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          reject(new ConcurrencyLimitError('timeout'));
        }, options.waitTimeoutMs),
      };
      waiting.push(waiter);
    });
  }

  function release(): void {
    const next = waiting.shift();
    if (!next) {
      active -= 1;
      return;
    }
    // The slot passes straight to the next task: `active` stays the same.
    clearTimeout(next.timer);
    next.start();
  }

  return {
    async run(task) {
      await acquire();
      try {
        return await task();
      } finally {
        release();
      }
    },
    stats: () => ({ active, waiting: waiting.length, peakActive }),
    resetPeak() {
      peakActive = active;
    },
  };
}
