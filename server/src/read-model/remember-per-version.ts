import type { Db } from '../db/client';

type Entry<T> = { version: number; value: T };

/**
 * A store of values computed from the database, each remembered while a version number stands:
 * `remember(db, version, key, compute)` answers the remembered value when it was computed at that
 * version, and computes it again otherwise. The version is a change counter the database bumps
 * in the transaction of every change the value depends on, so nothing is served after a change:
 * the first request that sees the new version recomputes.
 *
 * `version` must be read before computing: a change committed in between then makes the value
 * newer than its version, never older, and the next request (seeing the new version) recomputes.
 * At most `maxEntries` per database handle, the least recently used dropped first; keyed by the
 * handle so that two apps in one process (tests) never share values.
 */
export function rememberPerVersion<T>(maxEntries: number) {
  const caches = new WeakMap<Db, Map<string, Entry<T>>>();
  return async (db: Db, version: number, key: string, compute: () => Promise<T>): Promise<T> => {
    let cache = caches.get(db);
    if (!cache) {
      cache = new Map();
      caches.set(db, cache);
    }
    const known = cache.get(key);
    // Re-inserted on every use, so the Map's order is least recently used first.
    cache.delete(key);
    const entry = known?.version === version ? known : { version, value: await compute() };
    if (cache.size >= maxEntries) {
      const oldest = cache.keys().next();
      if (!oldest.done) cache.delete(oldest.value);
    }
    cache.set(key, entry);
    return entry.value;
  };
}
