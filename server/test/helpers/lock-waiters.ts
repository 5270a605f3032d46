import { sql } from 'drizzle-orm';
import { expect, vi } from 'vitest';
import type { Db } from '../../src/db/client';

/**
 * Waits until `count` sessions of this file's database wait on a lock: requests made while a test
 * holds a row are then known to have read what they read before either can write.
 */
export async function waitForLockWaiters(db: Db, count: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const result = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pg_stat_activity
            where datname = current_database() and wait_event_type = 'Lock'`,
      );
      expect(result.rows[0]?.n ?? 0).toBeGreaterThanOrEqual(count);
    },
    { timeout: 10_000, interval: 25 },
  );
}
