import { type AnyColumn, and, asc, desc, getTableName, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { rememberPerVersion } from './remember-per-version';

/**
 * Which rows make a page of a list ordered newest first, read from whichever end of the order is
 * nearer. A deep page costs the rows skipped to reach it (OFFSET walks its index entries one by
 * one), so a page past the middle is read from the oldest end: the last page of 100,000 events
 * skips nothing, and no page skips more than half the list. Needs the list's exact total.
 */
export type PageWindow = {
  /** true: newest first, as shown; false: oldest first (the page's rows, to be re-sorted). */
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

/** ORDER BY of the window: (created_at, id) descending, or ascending from the other end. */
export function windowOrder(window: PageWindow, createdAt: AnyColumn, id: AnyColumn): SQL[] {
  const direction = window.newestFirst ? desc : asc;
  return [direction(createdAt), direction(id)];
}

type PageSource = {
  table: PgTable;
  id: PgColumn;
  createdAt: PgColumn;
  where: SQL | undefined;
  /**
   * Given when the filter has a contains-search (an ILIKE that each row must be tested against,
   * which no order index serves), with exact counts: the rows that match, and the rows there are;
   * and the table's change counter with a key naming the filter, under which its matches are
   * remembered. Without it the page is walked: a status, a date range or nothing at all are
   * served by the index the walk follows, which then visits the matching rows only.
   */
  search?: { matches: number; tableRows: number; version: number; filter: string };
  /**
   * The table's change counter and a key naming the filter, when there is one: the rows' order
   * stands while the counter does, so where a page started is remembered (bookmarks below).
   */
  version?: { value: number; filter: string };
};

/** Where a row stands in a list's order: (created_at as PostgreSQL writes it, id). */
type Bookmark = { createdAt: string; id: number };

/** Up to this many bookmarks per list, filter and direction (one per page read). */
const MAX_BOOKMARKS = 1_000;
const rememberedBookmarks = rememberPerVersion<Map<number, Bookmark>>(50);

/** Up to this many matches a search's ids are remembered (40,000 numbers: about 320 KB at most). */
const REMEMBERED_MATCHES = 5_000;
const rememberedMatches = rememberPerVersion<number[]>(50);

/**
 * The ids of the window's rows, newest first, found the cheaper of two ways. Walking the
 * (created_at, id) order is the way, but along a contains-search it visits about (offset + limit)
 * × tableRows / matches rows, testing each, when the matches are spread through the order;
 * collecting every match first (from the trigram index) and sorting them costs about `matches`. A
 * rare word (450 titles of 100,000) is 4,400 rows of walk for page 1 against 450 to collect:
 * collected. A common one (11,000) is 180 rows of walk against 11,000: walked. The planner, without
 * the exact counts, often walks where collecting is cheaper, so the choice is made here.
 *
 * Collected matches are remembered, newest first, while the table's version stands: collecting
 * re-checks every match's row (1,236 titles with "pedro" are 1,000 heap pages, ≈10 ms), and an
 * administrator pages through one search. Past REMEMBERED_MATCHES they are collected per request
 * in a MATERIALIZED CTE, which the planner may not fold back into a walk.
 *
 * The ids are read on their own, before the page's rows: a query on one table and one index is
 * planned in a tenth of the time the rows' joins took with it as a subquery, and the rows are then
 * read by primary key, a statement that can be prepared once (find-events.ts).
 */
export async function pageIds(db: Db, source: PageSource, window: PageWindow): Promise<number[]> {
  const { table, id, createdAt, where, search } = source;
  const walk = (window.offset + window.limit) * (search?.tableRows ?? 0);
  if (!where || !search || search.matches * search.matches >= walk) {
    if (source.version) return walkFromBookmark(db, source, source.version, window);
    const rows = await db
      .select({ id })
      .from(table)
      .where(where)
      .orderBy(...windowOrder(window, createdAt, id))
      .limit(window.limit)
      .offset(window.offset);
    return newestFirst(window, rows);
  }
  if (search.matches <= REMEMBERED_MATCHES) {
    const key = `${getTableName(table)}:${search.filter}`;
    const matches = await rememberedMatches(db, search.version, key, async () => {
      const rows = await db.select({ id }).from(table).where(where).orderBy(desc(createdAt), desc(id));
      return rows.map((row) => Number(row.id));
    });
    const { offset, limit } = window;
    const end = window.newestFirst ? offset + limit : matches.length - offset;
    return matches.slice(Math.max(0, end - limit), end);
  }
  const direction = window.newestFirst ? sql`desc` : sql`asc`;
  const { rows } = await db.execute<{ id: number }>(sql`
    with matches as materialized (select ${id} as id, ${createdAt} as created_at from ${table} where ${where})
    select id from matches order by created_at ${direction}, id ${direction}
    limit ${window.limit} offset ${window.offset}`);
  return newestFirst(window, rows);
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
  const { table, id, createdAt, where } = source;
  const direction = window.newestFirst ? 'newest' : 'oldest';
  const key = `${getTableName(table)}:${version.filter}:${direction}`;
  const bookmarks = await rememberedBookmarks(db, version.value, key, async () => new Map());
  const mark = bookmarks.get(window.offset);
  const from =
    mark &&
    (window.newestFirst
      ? sql`(${createdAt}, ${id}) <= (${mark.createdAt}::timestamptz, ${mark.id})`
      : sql`(${createdAt}, ${id}) >= (${mark.createdAt}::timestamptz, ${mark.id})`);
  const rows = await db
    .select({ id, createdAt: sql<string>`${createdAt}::text` })
    .from(table)
    .where(and(where, from))
    .orderBy(...windowOrder(window, createdAt, id))
    .limit(window.limit + 1)
    .offset(mark ? 0 : window.offset);
  const next = rows[window.limit];
  for (const [offset, row] of [
    [window.offset, rows[0]],
    [window.offset + window.limit, next],
  ] as const) {
    if (row && bookmarks.size < MAX_BOOKMARKS)
      bookmarks.set(offset, { createdAt: row.createdAt, id: Number(row.id) });
  }
  return newestFirst(window, rows.slice(0, window.limit));
}

function newestFirst(window: PageWindow, rows: { id: unknown }[]): number[] {
  const ids = rows.map((row) => Number(row.id));
  return window.newestFirst ? ids : ids.reverse();
}

/** `id IN (the page's ids)`, for a list whose rows are read by the query builder. */
export async function pageIdsIn(db: Db, source: PageSource, window: PageWindow): Promise<SQL> {
  return inArray(source.id, await pageIds(db, source, window));
}
