import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SEND_MAIL_QUEUE } from '../../mail/mail-queue';
import { mailQueueReady } from './count-mail-jobs';
import type { Tx } from './erase-rows';

/**
 * Erasure reaches the mail queue (pg-boss's tables, schema pgboss): the mails to this address not
 * yet taken by a worker are deleted, and every other mail job to it (being delivered, completed,
 * failed, archived) keeps its kind only, as a delivered one already does (jobs/send-mail). Answers
 * how many jobs were deleted or cleared. A database whose queue never started (the tests' apps,
 * scripts) has no such tables: nothing to do.
 */
export async function eraseMailJobs(tx: Tx | Db, email: string): Promise<number> {
  if (!(await mailQueueReady(tx))) return 0;
  const address = email.trim().toLowerCase();
  const sameAddress = sql`name = ${SEND_MAIL_QUEUE} and lower(trim(data->>'to')) = ${address}`;
  const cleared = sql`jsonb_build_object('kind', data->'kind')`;
  const deleted = await tx.execute(sql`delete from pgboss.job where ${sameAddress} and state < 'active'`);
  const kept = await tx.execute(sql`update pgboss.job set data = ${cleared} where ${sameAddress}`);
  const archived = await tx.execute(sql`update pgboss.archive set data = ${cleared} where ${sameAddress}`);
  return (deleted.rowCount ?? 0) + (kept.rowCount ?? 0) + (archived.rowCount ?? 0);
}
