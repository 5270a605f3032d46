import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// A summary is daily: one sent less than this long ago (the same day's run tried again, a second
// instance, a retried job) claims nothing. Less than 24 hours so that a run a little earlier than
// yesterday's still sends.
const MIN_HOURS_BETWEEN = 20;

/**
 * Marks the host's summary as sent at `now`, unless one was sent less than 20 hours before: true
 * when this run claimed it and must send it. One conditional update, so two runs racing for the
 * same host cannot both win; the mail is sent after the mark, never twice (a mail server down at
 * that moment costs that day's summary, as app.mail costs any other mail).
 */
export async function claimDailySummary(db: Db, userId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db.execute(sql`
    update users set daily_summary_sent_at = ${at}::timestamptz
    where id = ${userId}
      and (daily_summary_sent_at is null
        or daily_summary_sent_at < ${at}::timestamptz - make_interval(hours => ${MIN_HOURS_BETWEEN}))
    returning id`);
  return result.rows.length === 1;
}
