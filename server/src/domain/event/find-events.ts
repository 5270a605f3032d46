import type { ApiParsedQuery } from '@celebra/shared/api';
import { and, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, dateInDays, instantInDays, totalPagesOf } from '../../db/list-query';
import { eventDetails, events, users } from '../../db/schema/index';
import { countFiltered } from '../../read-model/filtered-count';
import { findRowCounts, type RowCounts } from '../../read-model/find-row-counts';
import { inPageOrder, type ListOrder, listOrder, pageIds, pageWindow } from '../../read-model/page-window';
import { preparedStatement } from '../../read-model/prepared-statement';
import { toEventSummary } from './event-row';

type Query = ApiParsedQuery<'adminListEvents'>;

const isEventDateRange = (query: Query) =>
  Boolean(query.startDate || query.endDate) && query.dateFilterType === 'eventDate';

/**
 * The filters of the events page, each served by an index: id (primary key), title and slug
 * (contains-searches on their trigram indexes), status with creation order ((active, created_at,
 * id)), and an inclusive range of calendar days on the creation date ((created_at, id)) or on the
 * event's date (event_details (event_date, event_id)). Dates without a dateFilterType filter the
 * creation date. The event-date range is the set of its event ids, taken first from its index and
 * then looked up by primary key (`id = any(array(...))`): as a join, the planner walks every event
 * newest first probing each one's details, a whole-table walk when the dates are years back.
 */
function conditionsOf(query: Query): SQL[] {
  const conditions: SQL[] = [];
  if (query.id !== undefined) conditions.push(eq(events.id, query.id));
  if (query.title) conditions.push(ilike(events.title, containsPattern(query.title)));
  if (query.slug) conditions.push(ilike(events.slug, containsPattern(query.slug)));
  if (query.active !== undefined) conditions.push(eq(events.active, query.active));
  if (isEventDateRange(query)) {
    const inRange = and(...dateInDays(eventDetails.eventDate, query.startDate, query.endDate));
    conditions.push(
      sql`${events.id} = any(array(select ${eventDetails.eventId} from ${eventDetails} where ${inRange}))`,
    );
  } else if (query.startDate || query.endDate) {
    conditions.push(...instantInDays(events.createdAt, query.startDate, query.endDate));
  }
  return conditions;
}

/**
 * How many events match. The unfiltered list and the status filter read the row counts ledger
 * (counting 70,000 active events is a scan). Other filters count in SQL through their index (an
 * event-date range alone counts its details rows, one per event, from their index), remembered
 * per filter until an event changes (countFiltered).
 */
async function countEvents(
  db: Db,
  counted: RowCounts,
  query: Query,
  where: SQL | undefined,
  filter: string,
): Promise<number> {
  const byStatusOnly =
    query.id === undefined && !query.title && !query.slug && !query.startDate && !query.endDate;
  if (byStatusOnly) {
    if (query.active === undefined) return counted('events');
    return query.active ? counted('events:active') : counted('events') - counted('events:active');
  }
  return countFiltered(db, counted('events:changes'), filter, async () => {
    const byEventDateOnly =
      isEventDateRange(query) &&
      query.id === undefined &&
      !query.title &&
      !query.slug &&
      query.active === undefined;
    const [row] = byEventDateOnly
      ? await db
          .select({ total: count() })
          .from(eventDetails)
          .where(and(...dateInDays(eventDetails.eventDate, query.startDate, query.endDate)))
      : await db.select({ total: count() }).from(events).where(where);
    return row?.total ?? 0;
  });
}

/**
 * The order the list's headers ask for, on the expression its index is built on: newest first
 * ((created_at, id), (active, created_at, id)) or by title, case-insensitively in the database's
 * Portuguese collation ((lower(title), id), (active, lower(title), id)).
 */
function orderOf(query: Query): ListOrder {
  if (query.sort === 'title') return listOrder('title', sql`lower(${events.title})`, 'text', query.order);
  return listOrder('createdAt', events.createdAt, 'timestamptz', query.order);
}

/**
 * One page's events with their owners, by the page's ids (pageIds: from the order's index alone
 * when nothing filters): only those 20 rows are read and joined to their owners, where joining
 * before paging would fetch and join every row the offset skips. One statement whatever the
 * filter and order, prepared once: its plan (two primary key lookups per id) needs no values to be
 * right; the rows are put in the ids' order after (inPageOrder).
 */
const selectPage = preparedStatement('admin_events_page', (db) =>
  db
    .select({
      id: events.id,
      title: events.title,
      subtitle: events.subtitle,
      slug: events.slug,
      active: events.active,
      color: events.color,
      titleDescription: events.titleDescription,
      description: events.description,
      eventCategoryId: events.eventCategoryId,
      giftDeliveryPreference: events.giftDeliveryPreference,
      createdAt: events.createdAt,
      updatedAt: events.updatedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      phoneNumber: users.phoneNumber,
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .where(sql`${events.id} = any(${sql.placeholder('ids')}::int[])`),
);

/**
 * The filter of a query, as the key its count and matches are remembered under (the order is not
 * part of it: pageIds adds it where it matters, a count does not depend on it).
 */
function filterKey(query: Query): string {
  const { page: _page, limit: _limit, sort: _sort, order: _order, ...filter } = query;
  return JSON.stringify(filter);
}

/**
 * GET /admin/events: one page in the asked order (newest first by default), with the owner's name
 * and phone, and the page count.
 */
export async function findEvents(db: Db, query: Query) {
  const where = and(...conditionsOf(query));
  const counted = await findRowCounts(db);
  const filter = filterKey(query);
  const total = await countEvents(db, counted, query, where, filter);
  const window = pageWindow(total, query.page, query.limit);
  const search =
    query.title || query.slug
      ? {
          matches: total,
          tableRows: counted('events'),
          version: counted('events:changes'),
          filter,
        }
      : undefined;
  const version = { value: counted('events:changes'), filter };
  const source = { table: events, id: events.id, order: orderOf(query), where, search, version };
  const ids = window ? await pageIds(db, source, window) : [];
  const rows = ids.length > 0 ? inPageOrder(ids, await selectPage(db, { ids })) : [];
  return {
    events: rows.map((row) => toEventSummary(row, row)),
    total,
    totalPages: totalPagesOf(total, query.limit),
    page: query.page,
  };
}
