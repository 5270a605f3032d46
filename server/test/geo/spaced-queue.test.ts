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
    const enqueue = createSpacedQueue(50, { maxWaiting: 2 });
    const queued = [enqueue(async () => 1), enqueue(async () => 2)];
    await expect(enqueue(async () => 3)).rejects.toMatchObject({
      statusCode: 503,
      message: 'Muitas buscas de endereço no momento. Tente novamente em instantes.',
    });
    await expect(Promise.all(queued)).resolves.toEqual([1, 2]);
  });

  it('lets one client have only so many tasks in it, and serves the others meanwhile', async () => {
    const enqueue = createSpacedQueue(50, { maxWaiting: 10, maxPerClient: 2 });
    const mine = [enqueue(async () => 'a1', '10.0.0.1'), enqueue(async () => 'a2', '10.0.0.1')];
    await expect(enqueue(async () => 'a3', '10.0.0.1')).rejects.toMatchObject({
      statusCode: 429,
      message: 'Aguarde a busca de endereço anterior terminar antes de fazer outra.',
    });
    await expect(enqueue(async () => 'b1', '10.0.0.2')).resolves.toBe('b1');
    await expect(Promise.all(mine)).resolves.toEqual(['a1', 'a2']);
    // Once theirs have ended, the first client is served again; a failure frees its place too.
    await expect(enqueue(async () => Promise.reject(new Error('x')), '10.0.0.1')).rejects.toThrow('x');
    await expect(enqueue(async () => 'a4', '10.0.0.1')).resolves.toBe('a4');
  });
});
