import { describe, expect, it } from 'vitest';
import { createSpacedQueue } from '../../src/geo/spaced-queue';

describe('createSpacedQueue', () => {
  it('starts tasks one at a time, at least the interval apart, even after a failure', async () => {
    const enqueue = createSpacedQueue(100);
    const starts: number[] = [];
    const task = (fail: boolean) => async () => {
      starts.push(Date.now());
      if (fail) throw new Error('boom');
      return starts.length;
    };

    const results = await Promise.allSettled([
      enqueue(task(false)),
      enqueue(task(true)),
      enqueue(task(false)),
    ]);

    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    for (let i = 1; i < starts.length; i++) {
      expect((starts[i] ?? 0) - (starts[i - 1] ?? 0)).toBeGreaterThanOrEqual(95);
    }
  });

  it('refuses at once when too many tasks are waiting', async () => {
    const enqueue = createSpacedQueue(50, 2);
    const queued = [enqueue(async () => 1), enqueue(async () => 2)];
    await expect(enqueue(async () => 3)).rejects.toMatchObject({
      statusCode: 503,
      message: 'Muitas buscas de endereço no momento. Tente novamente em instantes.',
    });
    await expect(Promise.all(queued)).resolves.toEqual([1, 2]);
  });
});
