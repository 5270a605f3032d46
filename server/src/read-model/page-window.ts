import { type AnyColumn, and, asc, desc, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { rememberPerVersion } from './remember-per-version';

/**
 * A list's order, as its column headers ask for it: the key the rows are sorted on (a column, or
 * the very expression an index is built on, so that the index serves the order), the key's type
 * (a page's bookmark keeps the key as text and reads it back as this), and which way the list
 * shows it. The id, the same way, breaks ties: no two rows stand at the same place, so pages never
 * share nor skip a row. `name` tells one order from another in what is remembered per filter.
 */
export type ListOrder = {
  key: AnyColumn | SQL;
  type: 'timestamptz' | 'text' | 'integer';
  descending: boolean;
  name: string;
};

/** The way the list shows an order: asked for, or newest first by default and A to Z otherwise. */
export function listOrder(
  name: string,
  key: AnyColumn | SQL,
  type: ListOrder['type'],
  order: 'ASC' | 'DESC' | undefined,
): ListOrder {
  const descending = order ? order === 'DESC' : type === 'timestamptz';
  return { key, type, descending, name: `${name}:${descending ? 'DESC' : 'ASC'}` };
}

/** ORDER BY of a list shown in its order: the key, then the id, both the same way. */
export function listOrderBy(order: ListOrder, id: AnyColumn): SQL[] {
  const direction = order.descending ? desc : asc;
  return [direction(order.key), direction(id)];
}

/** The page's rows in the order of its ids (pageIds), whatever order they were read in. */
export function inPageOrder<T extends { id: number }>(ids: number[], rows: T[]): T[] {
  const position = new Map(ids.map((id, index) => [id, index]));
  return [...rows].sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
}

/**
 * Which rows make a page of a list in its order (ListOrder), read from whichever end of the order is
 * nearer. A deep page costs the rows skipped to reach it (OFFSET walks its index entries one by
 * one), so a page past the middle is read from the other end of the order (the oldest, in the
 * default order): the last page of 100,000 events skips nothing, and no page skips more than half
 * the list. Needs the list's exact total.
 */
export type PageWindow = {
  /**
   * true: in the list's order, as shown (newest first by default); false: from the other end
   * (the page's rows, to be re-sorted).
   */
  newestFirst: boolean;
  limit: number;
  offset: number;
};

/** The window of a 1-based `page` of `limit` rows among `total`, or undefined past the end. */
export function pageWindow(total: number, page: number, limit: number): PageWindow | undefined {
  const start = (page - 1) * limit;
  if (start >= total) return undefined;
  const end = Math.min(start + limit, total);
  if (start <= total - end) return { newestFirst: true, limit: end - start, offset: start };
  return { newestFirst: false, limit: end - start, offset: total - end };
}

/** Whether the window reads the order's index descending: the list's way, or back from its far end. */
function readsDescending(window: PageWindow, order: ListOrder): boolean {
  return window.newestFirst === order.descending;
}

/** ORDER BY of the window: the list's order, or the reverse from the other end. */
export function windowOrder(window: PageWindow, order: ListOrder, id: AnyColumn): SQL[] {
  const direction = readsDescending(window, order) ? desc : asc;
  return [direction(order.key), direction(id)];
}

type PageSource = {
  table: PgTable;
  id: PgColumn;
  order: ListOrder;
  where: SQL | undefined;
  /**
   * Given when the filter has a contains-search (an ILIKE that each row must be tested against,
   * which no order index serves), with exact counts: the rows that match, and the rows there are;
   * and the table's change counter with a key naming the filter, under which its matches are
   * remembered. Without it the page is walked: a status, a date range or nothing at all are
   * served by the index the walk follows, which then visits the matching rows only.
   */
  search?: { matches: number; tableRows: number; version: number | undefined; filter: string };
  /**
   * The table's change counter and a key naming the filter, when there is one: the rows' order
   * stands while the counter does, so where a page started is remembered (bookmarks below).
   */
  version?: { value: number; filter: string };
};

/** Where a row stands in a list's order: (its key as PostgreSQL writes it as text, id). */
type Bookmark = { key: string; id: number };

/** Up to this many bookmarks per list, filter and direction (one per page read). */
const MAX_BOOKMARKS = 1_000;
const rememberedBookmarks = rememberPerVersion<Map<number, Bookmark>>(50);

/** Up to this many matches a search's ids are remembered (40,000 numbers: about 320 KB at most). */
const REMEMBERED_MATCHES = 5_000;
const rememberedMatches = rememberPerVersion<number[]>(50);

/**
 * The ids of the window's rows, in the list's order, found the cheaper of two ways. Walking the
 * order's (key, id) index is the way, but along a contains-search it visits about (offset + limit)
 * × tableRows / matches rows, testing each, when the matches are spread through the order;
 * collecting every match first (from the trigram index) and sorting them costs about `matches`. A
 * rare word (450 titles of 100,000) is 4,400 rows of walk for page 1 against 450 to collect:
 * collected. A common one (11,000) is 180 rows of walk against 11,000: walked. The planner, without
 * the exact counts, often walks where collecting is cheaper, so the choice is made here.
 *
 * Collected matches are remembered, in the list's order, while the table's version stands:
 * collecting re-checks every match's row (1,236 titles with "pedro" are 1,000 heap pages, ≈10 ms), and an
 * administrator pages through one search. Past REMEMBERED_MATCHES they are collected per request
 * in a MATERIALIZED CTE, which the planner may not fold back into a walk.
 *
 * The ids are read on their own, before the page's rows: a query on one table and one index is
 * planned in a tenth of the time the rows' joins took with it as a subquery, and the rows are then
 * read by primary key, a statement that can be prepared once (find-events.ts).
 */
export async function pageIds(db: Db, source: PageSource, window: PageWindow): Promise<number[]> {
  const { table, id, order, where, search } = source;
  const walk = (window.offset + window.limit) * (search?.tableRows ?? 0);
  if (!where || !search || search.matches * search.matches >= walk) {
    if (source.version) return walkFromBookmark(db, source, source.version, window);
    const rows = await db
      .select({ id })
      .from(table)
      .where(where)
      .orderBy(...windowOrder(window, order, id))
      .limit(window.limit)
      .offset(window.offset);
    return asShown(window, rows);
  }
  // A table without a change counter (version undefined) has its matches collected per request.
  if (search.matches <= REMEMBERED_MATCHES && search.version !== undefined) {
    const key = `${getTableName(table)}:${search.filter}:${order.name}`;
    const matches = await rememberedMatches(db, search.version, key, async () => {
      const rows = await db
        .select({ id })
        .from(table)
        .where(where)
        .orderBy(...listOrderBy(order, id));
      return rows.map((row) => Number(row.id));
    });
    const { offset, limit } = window;
    const end = window.newestFirst ? offset + limit : matches.length - offset;
    return matches.slice(Math.max(0, end - limit), end);
  }
  const direction = readsDescending(window, order) ? sql`desc` : sql`asc`;
  const { rows } = await db.execute<{ id: number }>(sql`
    with matches as materialized (select ${id} as id, ${order.key} as sort_key from ${table} where ${where})
    select id from matches order by sort_key ${direction}, id ${direction}
    limit ${window.limit} offset ${window.offset}`);
  return asShown(window, rows);
}

/**
 * The walk, from where this page started when it was read before at this version. An offset
 * walks its index entries one by one (page 4,500 of 100,000 events walks 10,000), where a page
 * read from its first row's key reads 20: the key where each page read starts is remembered, and
 * the one where the next page starts (one row more is read for it), so paging on and reading a
 * page again both start from a key. Exact while the version stands: no row came, went or moved.
 */
async function walkFromBookmark(
  db: Db,
  source: PageSource,
  version: { value: number; filter: string },
  window: PageWindow,
): Promise<number[]> {
  const { table, id, order, where } = source;
  const direction = window.newestFirst ? 'shown' : 'reversed';
  const key = `${getTableName(table)}:${version.filter}:${order.name}:${direction}`;
  const bookmarks = await rememberedBookmarks(db, version.value, key, async () => new Map());
  const mark = bookmarks.get(window.offset);
  const markKey = mark && sql`cast(${mark.key} as ${sql.raw(order.type)})`;
  const from =
    mark &&
    (readsDescending(window, order)
      ? sql`(${order.key}, ${id}) <= (${markKey}, ${mark.id})`
      : sql`(${order.key}, ${id}) >= (${markKey}, ${mark.id})`);
  const rows = await db
    .select({ id, key: sql<string>`${order.key}::text` })
    .from(table)
    .where(and(where, from))
    .orderBy(...windowOrder(window, order, id))
    .limit(window.limit + 1)
    .offset(mark ? 0 : window.offset);
  const next = rows[window.limit];
  for (const [offset, row] of [
    [window.offset, rows[0]],
    [window.offset + window.limit, next],
  ] as const) {
    if (row && bookmarks.size < MAX_BOOKMARKS) bookmarks.set(offset, { key: row.key, id: Number(row.id) });
  }
  return asShown(window, rows.slice(0, window.limit));
}

function asShown(window: PageWindow, rows: { id: unknown }[]): number[] {
  const ids = rows.map((row) => Number(row.id));
  return window.newestFirst ? ids : ids.reverse();
}

/** `id IN (the page's ids)`, for a list whose rows are read by the query builder. */
export async function pageIdsIn(db: Db, source: PageSource, window: PageWindow): Promise<SQL> {
  return inArray(source.id, await pageIds(db, source, window));
}
