import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Db } from './client';
import { preparePerDb } from './prepare-per-db';

const dialect = new PgDialect({ casing: 'snake_case' });

/**
 * A fixed SQL statement (written with `sql`, not the query builder) run as a named prepared
 * statement: its text is made once here, and each pooled connection parses and plans it on first
 * use only (preparePerDb). Values are bound by name through `sql.placeholder(name)`. Answers the
 * rows as the driver reads them: int4 and float8 as numbers, json parsed; bigint and numeric
 * would be strings, so cast them in the statement; timestamps are text, as Drizzle sets the
 * driver (`new Date(text)` is the Date the query builder would make).
 */
export function preparedStatement<Row>(name: string, statement: SQL) {
  const query = dialect.sqlToQuery(statement);
  const prepared = preparePerDb((db) => db._.session.prepareQuery(query, undefined, name, false));
  return async (db: Db, values: Record<string, unknown>): Promise<Row[]> => {
    const result = (await prepared(db).execute(values)) as { rows: Row[] };
    return result.rows;
  };
}
