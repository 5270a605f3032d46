import type { ApiParsedQuery } from '@celebra/shared/api';
import { and, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containsPattern, dateInDays, instantInDays, offsetOf, totalPagesOf } from '../../../db/list-query';
import { eventDetails, events, users } from '../../../db/schema/index';
import { toEventSummary } from './event-row';

type Query = ApiParsedQuery<'adminListEvents'>;

/**
 * The filters of the events page, each served by an index: id (primary key), title and slug
 * (contains-searches on their trigram indexes), status with creation order ((active, created_at)),
 * and an inclusive range of calendar days on the creation date (created_at) or on the event's date
 * (event_details.event_date). Dates without a dateFilterType filter the creation date.
 */
function conditionsOf(db: Db, query: Query): SQL[] {
  const conditions: SQL[] = [];
  if (query.id !== undefined) conditions.push(eq(events.id, query.id));
  if (query.title) conditions.push(ilike(events.title, containsPattern(query.title)));
  if (query.slug) conditions.push(ilike(events.slug, containsPattern(query.slug)));
  if (query.active !== undefined) conditions.push(eq(events.active, query.active));
  if (query.startDate || query.endDate) {
    if (query.dateFilterType === 'eventDate') {
      const inRange = db
        .select({ eventId: eventDetails.eventId })
        .from(eventDetails)
        .where(and(...dateInDays(eventDetails.eventDate, query.startDate, query.endDate)));
      conditions.push(inArray(events.id, inRange));
    } else {
      conditions.push(...instantInDays(events.createdAt, query.startDate, query.endDate));
    }
  }
  return conditions;
}

/** GET /admin/events: one page, newest first, with the owner's name and phone, and the page count. */
export async function findEvents(db: Db, query: Query) {
  const where = and(...conditionsOf(db, query));
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        event: events,
        owner: { firstName: users.firstName, lastName: users.lastName, phoneNumber: users.phoneNumber },
      })
      .from(events)
      .innerJoin(users, eq(users.id, events.userId))
      .where(where)
      .orderBy(desc(events.createdAt), desc(events.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(events).where(where),
  ]);
  return {
    events: rows.map((row) => toEventSummary(row.event, row.owner)),
    totalPages: totalPagesOf(counted?.total ?? 0, query.limit),
    page: query.page,
  };
}
