import type { Db } from '../db/client';
import { rememberPerVersion } from './remember-per-version';

/** A few hundred small entries per database handle. */
const remembered = rememberPerVersion<number>(500);

/**
 * The count of a filtered admin list, remembered while its table's version stands. Counting a
 * contains-search or a date range visits every matching row (a common word matches thousands of
 * titles, each re-checked by ILIKE): an administrator paging through one search would pay it at
 * every page. The version is the table's change counter in the row counts ledger (':changes',
 * bumped by a trigger in the transaction of every change to the rows the filters read), read
 * before counting.
 */
export function countFiltered(
  db: Db,
  version: number,
  filter: string,
  count: () => Promise<number>,
): Promise<number> {
  return remembered(db, version, filter, count);
}
