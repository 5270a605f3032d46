import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** A host the daily summary is for, and when their last summary went out. */
export type SummaryHost = {
  id: number;
  email: string;
  firstName: string;
  /** The title of their newest active event (the one the dashboard opens on). */
  eventTitle: string;
  dailySummarySentAt: Date | null;
};

/**
 * The active hosts who turned the daily summary on and have an active event, in id order. Hosts
 * are few next to guests and purchases; the summary's counts are made per host afterwards.
 */
export async function findSummaryHosts(db: Db): Promise<SummaryHost[]> {
  const result = await db.execute<{
    id: number;
    email: string;
    first_name: string;
    event_title: string;
    daily_summary_sent_at: Date | string | null;
  }>(sql`
    select u.id, u.email, u.first_name, u.daily_summary_sent_at,
      (select e.title from events e where e.user_id = u.id and e.active
        order by e.created_at desc, e.id desc limit 1) as event_title
    from users u
    where u.active and u.notify_daily_summary
      and exists (select 1 from events e where e.user_id = u.id and e.active)
    order by u.id`);
  return result.rows.map((row) => ({
    id: Number(row.id),
    email: row.email,
    firstName: row.first_name,
    eventTitle: row.event_title,
    dailySummarySentAt: row.daily_summary_sent_at === null ? null : new Date(row.daily_summary_sent_at),
  }));
}
