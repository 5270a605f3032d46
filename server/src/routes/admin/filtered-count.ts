import type { Db } from '../../db/client';

type Entry = { version: number; total: number };

/** Filters remembered per database handle: a few hundred small entries, the oldest dropped first. */
const MAX_ENTRIES = 500;

// Keyed by the database handle, so that two apps in one process (tests) never share counts.
const caches = new WeakMap<Db, Map<string, Entry>>();

/**
 * The count of a filtered admin list, remembered while its table's version stands. Counting a
 * contains-search or a date range visits every matching row (a common word matches thousands of
 * titles, each re-checked by ILIKE): an administrator paging through one search would pay it at
 * every page. The version is the table's change counter in the row counts ledger (':changes',
 * bumped by a trigger in the transaction of every change to the rows the filters read), so a
 * remembered count is never served after a change: the first request after it counts again.
 *
 * `version` must be read before counting: a change committed in between then makes the count
 * newer than its version, never older, and the next request (seeing the new version) recounts.
 */
export async function countFiltered(
  db: Db,
  version: number,
  filter: string,
  count: () => Promise<number>,
): Promise<number> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const known = cache.get(filter);
  // Re-inserted on every use, so the Map's order is least recently used first.
  cache.delete(filter);
  const entry = known?.version === version ? known : { version, total: await count() };
  if (cache.size >= MAX_ENTRIES) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(filter, entry);
  return entry.total;
}
