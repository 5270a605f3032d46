import type { ApiParsedQuery } from '@celebra/shared/api';
import { and, count, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { containsPattern, totalPagesOf } from '../../db/list-query';
import { users } from '../../db/schema/index';
import { countFiltered } from '../../read-model/filtered-count';
import { findRowCounts } from '../../read-model/find-row-counts';
import { inPageOrder, type ListOrder, listOrder, pageIds, pageWindow } from '../../read-model/page-window';
import { toUser, USER_COLUMNS } from './find-user';

/** The expression users_full_name_trgm_index is built on: a name search matches first, last or both. */
export const USER_FULL_NAME = sql`(${users.firstName} || ' ' || ${users.lastName})`;

type Query = ApiParsedQuery<'adminListUsers'>;

/**
 * The order the list's headers ask for, each on the expression its index is built on: newest first
 * ((created_at, id)), by first name case-insensitively in the database's Portuguese collation
 * ((lower(first_name), id)), or by e-mail, stored lower-cased ((email, id)).
 */
function orderOf(query: Query): ListOrder {
  if (query.sort === 'firstName') {
    return listOrder('firstName', sql`lower(${users.firstName})`, 'text', query.order);
  }
  if (query.sort === 'email') return listOrder('email', users.email, 'text', query.order);
  return listOrder('createdAt', users.createdAt, 'timestamptz', query.order);
}

/**
 * GET /admin/users: partial, case-insensitive filters on name, e-mail and phone (each an ILIKE on
 * the expression its trigram index covers), in the asked order (newest first by default), one page
 * and the total count. Without
 * a filter the count is the row counts ledger's; with one it is counted through the trigram
 * indexes and remembered until a user changes (countFiltered). The page's ids come first
 * (pageIds: from the order's (key, id) index alone when nothing filters), then only those users
 * are read.
 */
export async function findUsers(db: Db, query: Query) {
  const conditions: SQL[] = [];
  if (query.name) conditions.push(ilike(USER_FULL_NAME, containsPattern(query.name)));
  if (query.email) conditions.push(ilike(users.email, containsPattern(query.email)));
  if (query.phoneNumber) conditions.push(ilike(users.phoneNumber, containsPattern(query.phoneNumber)));
  const where = and(...conditions);

  const counted = await findRowCounts(db);
  const { page: _page, limit: _limit, sort: _sort, order: _order, ...filter } = query;
  const filterKey = JSON.stringify(filter);
  const total =
    conditions.length === 0
      ? counted('users')
      : await countFiltered(db, counted('users:changes'), filterKey, async () => {
          const [row] = await db.select({ total: count() }).from(users).where(where);
          return row?.total ?? 0;
        });
  const window = pageWindow(total, query.page, query.limit);
  // Every filter of this list is a contains-search.
  const search = where
    ? { matches: total, tableRows: counted('users'), version: counted('users:changes'), filter: filterKey }
    : undefined;
  const source = { table: users, id: users.id, order: orderOf(query), where, search };
  const ids = window ? await pageIds(db, source, window) : [];
  const rows =
    ids.length > 0
      ? inPageOrder(ids, await db.select(USER_COLUMNS).from(users).where(inArray(users.id, ids)))
      : [];
  return { users: rows.map(toUser), total, totalPages: totalPagesOf(total, query.limit) };
}
