import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventDetails, events, SETTINGS_ID, settings } from '../../db/schema/index';

/** settings.guestDataRetentionMonths' column default, for a database where the row was never written. */
const DEFAULT_RETENTION_MONTHS = 12;

/** How many months after an event its guests' personal data is kept (settings). */
export async function findRetentionMonths(db: Db): Promise<number> {
  const [row] = await db
    .select({ months: settings.guestDataRetentionMonths })
    .from(settings)
    .where(eq(settings.id, SETTINGS_ID))
    .limit(1);
  return row?.months ?? DEFAULT_RETENTION_MONTHS;
}

/**
 * The events whose guests' data is due for removal, oldest first, at most `limit`: the event's
 * date (or, for an event that never got one, its creation day) is more than `months` months
 * before `now`, and the removal was not done yet. An event without a date counts from its
 * creation so that a list abandoned before its date was set does not keep its guests' data for
 * ever.
 */
export async function findExpiredEvents(
  db: Db,
  { now, months, limit }: { now: Date; months: number; limit: number },
): Promise<number[]> {
  const referenceDay = sql`coalesce(${eventDetails.eventDate}, (${events.createdAt} at time zone 'UTC')::date)`;
  const cutoff = sql`((${now.toISOString()}::timestamptz at time zone 'UTC') - make_interval(months => ${months}::int))::date`;
  const rows = await db
    .select({ id: events.id })
    .from(events)
    .leftJoin(eventDetails, eq(eventDetails.eventId, events.id))
    .where(and(isNull(events.guestDataRemovedAt), sql`${referenceDay} < ${cutoff}`))
    .orderBy(asc(referenceDay), asc(events.id))
    .limit(limit);
  return rows.map((row) => row.id);
}
