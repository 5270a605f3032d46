import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SEND_MAIL_QUEUE } from '../../mail/mail-queue';
import type { Tx } from './erase-rows';

/** Whether the queue's tables exist: a database whose queue never started (tests, scripts) has none. */
export async function mailQueueReady(db: Db | Tx): Promise<boolean> {
  const { rows } = await db.execute<{ ready: boolean }>(
    sql`select to_regclass('pgboss.job') is not null and to_regclass('pgboss.archive') is not null as ready`,
  );
  return Boolean(rows[0]?.ready);
}

/**
 * The mail jobs to any of these addresses still holding more than their kind: what an erasure
 * deletes (not yet taken) or clears (erase-mail-jobs.ts), counted for its confirmation.
 */
export async function countMailJobs(db: Db | Tx, emails: string[]): Promise<number> {
  if (emails.length === 0 || !(await mailQueueReady(db))) return 0;
  const addresses = sql.join(
    emails.map((e) => sql`${e}`),
    sql`, `,
  );
  const where = sql`name = ${SEND_MAIL_QUEUE} and lower(trim(data->>'to')) in (${addresses})`;
  const { rows } = await db.execute<{ count: number }>(
    sql`select (select count(*) from pgboss.job where ${where})::int + (select count(*) from pgboss.archive where ${where})::int as count`,
  );
  return rows[0]?.count ?? 0;
}
