import { describe, expect, it } from 'vitest';
import { ConcurrencyLimitError, limitConcurrency } from '../../src/media/limit-concurrency';

/** A task that runs until the test lets it finish, recording when it started. */
function heldTask(started: number[], id: number) {
  let finish: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    finish = resolve;
  });
  return {
    finish: () => finish(),
    task: async () => {
      started.push(id);
      await done;
      return id;
    },
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('limitConcurrency', () => {
  it('runs at most `concurrency` tasks at once, the others in arrival order', async () => {
    const limit = limitConcurrency({ concurrency: 2, maxWaiting: 10, waitTimeoutMs: 10_000 });
    const started: number[] = [];
    const tasks = Array.from({ length: 5 }, (_, id) => heldTask(started, id));
    const results = tasks.map(({ task }) => limit.run(task));
    await settle();
    expect(started).toEqual([0, 1]);
    expect(limit.stats()).toEqual({ active: 2, waiting: 3, peakActive: 2 });

    tasks[1]?.finish();
    await settle();
    expect(started).toEqual([0, 1, 2]);
    for (const { finish } of tasks) finish();

    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4]);
    expect(limit.stats()).toEqual({ active: 0, waiting: 0, peakActive: 2 });
  });

  it('refuses at once, without running it, a task beyond the waiting line', async () => {
    const limit = limitConcurrency({ concurrency: 1, maxWaiting: 2, waitTimeoutMs: 10_000 });
    const started: number[] = [];
    const tasks = Array.from({ length: 4 }, (_, id) => heldTask(started, id));
    const results = tasks.map(({ task }) => limit.run(task).catch((error: unknown) => error));
    await settle();

    const refused = await results[3];
    expect(refused).toBeInstanceOf(ConcurrencyLimitError);
    expect(refused).toMatchObject({ reason: 'full' });
    for (const { finish } of tasks) finish();
    expect(await Promise.all(results.slice(0, 3))).toEqual([0, 1, 2]);
    expect(started).toEqual([0, 1, 2]);
  });

  it('refuses a task that waited too long and gives its place to the next', async () => {
    const limit = limitConcurrency({ concurrency: 1, maxWaiting: 5, waitTimeoutMs: 30 });
    const started: number[] = [];
    const first = heldTask(started, 0);
    const running = limit.run(first.task);
    const late = limit.run(heldTask(started, 1).task).catch((error: unknown) => error);

    expect(await late).toMatchObject({ name: 'ConcurrencyLimitError', reason: 'timeout' });
    expect(limit.stats()).toMatchObject({ active: 1, waiting: 0 });

    first.finish();
    await running;
    expect(await limit.run(async () => 'after')).toBe('after');
    expect(started).toEqual([0]);
  });

  it('frees the slot when a task fails', async () => {
    const limit = limitConcurrency({ concurrency: 1, maxWaiting: 1, waitTimeoutMs: 10_000 });
    await expect(limit.run(() => Promise.reject(new Error('falhou')))).rejects.toThrow('falhou');
    expect(limit.stats().active).toBe(0);
    expect(await limit.run(async () => 1)).toBe(1);
  });

  it('counts the peak again from what runs after a reset', async () => {
    const limit = limitConcurrency({ concurrency: 3, maxWaiting: 0, waitTimeoutMs: 10_000 });
    await Promise.all([limit.run(async () => 1), limit.run(async () => 2)]);
    expect(limit.stats().peakActive).toBe(2);
    limit.resetPeak();
    expect(limit.stats().peakActive).toBe(0);
    await limit.run(async () => 3);
    expect(limit.stats().peakActive).toBe(1);
  });
});
