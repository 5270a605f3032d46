import type PgBoss from 'pg-boss';

const DEADLOCK = '40P01';
const ATTEMPTS = 5;

/**
 * Creates a queue unless it exists, then brings its settings up to date. pg-boss creates a queue's
 * table outside of its lock: two instances creating the same queues at once (a deployment's
 * simultaneous start) can deadlock, and PostgreSQL then aborts one of them after a second. The
 * aborted one tries again and finds the queue the other created.
 */
export async function ensureQueue(boss: PgBoss, queue: PgBoss.Queue): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await boss.createQueue(queue.name, queue);
      break;
    } catch (error) {
      if ((error as { code?: string }).code !== DEADLOCK || attempt === ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100 + Math.random() * 400));
    }
  }
  // An existing queue keeps the settings it was created with until updated (a new deployment).
  // (pg-boss's update takes 'standard' for a policy not given: it is given.)
  await boss.updateQueue(queue.name, queue);
}
