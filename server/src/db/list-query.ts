import { type AnyColumn, gte, lt, type SQL, sql } from 'drizzle-orm';

/**
 * Building blocks of the paginated admin lists: contains-searches, page arithmetic and calendar-day
 * ranges. Filtering, counting and paging all happen in SQL, never over rows loaded in memory.
 */

/** The zone the back office's calendar days are in: the platform is Brazilian. */
export const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';

/**
 * The ILIKE pattern of a contains-search ('%q%'), with the user's own `%`, `_` and `\` taken
 * literally. Use it on the very expression a trigram index is built on, so the index serves it.
 */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

/** How many pages `total` rows make at `limit` a page (0 when there is nothing). */
export function totalPagesOf(total: number, limit: number): number {
  return Math.ceil(total / limit);
}

/** The rows to skip for a 1-based page. */
export function offsetOf(page: number, limit: number): number {
  return (page - 1) * limit;
}

/**
 * An inclusive range of calendar days ('YYYY-MM-DD', São Paulo time) on a timestamp column, as
 * bounds the column's index can serve: from the start of `startDate` to before the day after
 * `endDate`. Either end may be open.
 */
export function instantInDays(column: AnyColumn, startDate?: string, endDate?: string): SQL[] {
  const conditions: SQL[] = [];
  if (startDate) {
    conditions.push(gte(column, sql`(${startDate}::date)::timestamp at time zone ${PLATFORM_TIME_ZONE}`));
  }
  if (endDate) {
    conditions.push(lt(column, sql`(${endDate}::date + 1)::timestamp at time zone ${PLATFORM_TIME_ZONE}`));
  }
  return conditions;
}

/** An inclusive range of calendar days on a date column. */
export function dateInDays(column: AnyColumn, startDate?: string, endDate?: string): SQL[] {
  const conditions: SQL[] = [];
  if (startDate) conditions.push(gte(column, startDate));
  if (endDate) conditions.push(sql`${column} <= ${endDate}`);
  return conditions;
}
