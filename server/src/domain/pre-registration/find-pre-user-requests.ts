import type { ApiParsedQuery } from '@celebra/shared/api';
import { type TEventInfoJson, ZEventInfoJson } from '@celebra/shared/models';
import { and, count, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, instantInDays, offsetOf, totalPagesOf } from '../../db/list-query';
import { preUserRequests } from '../../db/schema/index';
import { listOrder, listOrderBy } from '../../read-model/page-window';
import { requestEventId } from './request-event-id';

type Query = ApiParsedQuery<'adminListPreUserRequests'>;

/**
 * The stored wizard draft as the contract allows it. The column is JSON written over time; a
 * value that no longer fits is shown as absent rather than failing the whole list.
 */
export function readEventInfo(value: unknown): TEventInfoJson | null {
  if (value === null || value === undefined) return null;
  const parsed = ZEventInfoJson.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/**
 * The order the list's headers ask for: newest first, or by the name shown ("first last"),
 * case-insensitively in the database's Portuguese collation, on the expression of the
 * (lower(first_name || ' ' || last_name), id) index.
 */
function orderOf(query: Query) {
  if (query.sort === 'name') {
    const name = sql`lower(${preUserRequests.firstName} || ' ' || ${preUserRequests.lastName})`;
    return listOrder('name', name, 'text', query.order);
  }
  return listOrder('createdAt', preUserRequests.createdAt, 'timestamptz', query.order);
}

/**
 * GET /admin/pre-user-requests: filters id, e-mail and mobile (contains-searches on their trigram
 * indexes) and an inclusive range of days on the request date; in the asked order (newest first
 * by default), one page.
 */
export async function findPreUserRequests(db: Db, query: Query) {
  const conditions: SQL[] = [...instantInDays(preUserRequests.createdAt, query.startDate, query.endDate)];
  if (query.id !== undefined) conditions.push(eq(preUserRequests.id, query.id));
  if (query.email) conditions.push(ilike(preUserRequests.email, containsPattern(query.email)));
  if (query.phoneNumber) {
    conditions.push(ilike(preUserRequests.phoneNumber, containsPattern(query.phoneNumber)));
  }
  const where = and(...conditions);

  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: preUserRequests.id,
        firstName: preUserRequests.firstName,
        lastName: preUserRequests.lastName,
        email: preUserRequests.email,
        phoneNumber: preUserRequests.phoneNumber,
        accountCreated: preUserRequests.accountCreated,
        autoPublished: preUserRequests.autoPublished,
        paymentStatus: preUserRequests.paymentStatus,
        createdAt: preUserRequests.createdAt,
        eventInfoJson: preUserRequests.eventInfoJson,
        eventId: requestEventId,
      })
      .from(preUserRequests)
      .where(where)
      .orderBy(...listOrderBy(orderOf(query), preUserRequests.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(preUserRequests).where(where),
  ]);
  return {
    userEventRequests: rows.map(({ firstName, lastName, createdAt, eventInfoJson, ...row }) => ({
      ...row,
      name: `${firstName} ${lastName}`,
      createdAt: createdAt.toISOString(),
      eventInfoJson: readEventInfo(eventInfoJson),
    })),
    total: counted?.total ?? 0,
    totalPages: totalPagesOf(counted?.total ?? 0, query.limit),
    page: query.page,
  };
}
