import type { Db } from '../db/client';

/**
 * A statement prepared once per database handle, for the reads every request makes (the session
 * behind a token, the row counts of an admin list). Building a query with Drizzle and planning it
 * in PostgreSQL cost more than running these: prepared, Drizzle keeps the SQL and each pooled
 * connection parses and plans it on first use only (a named statement), and each call sends the
 * values alone. Only for queries whose shape never changes: the values go in placeholders.
 */
export function preparePerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let statement = prepared.get(db);
    if (statement === undefined) {
      statement = prepare(db);
      prepared.set(db, statement);
    }
    return statement;
  };
}
