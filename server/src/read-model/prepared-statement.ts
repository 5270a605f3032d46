import type { Db } from '../db/client';
import { preparePerDb } from './prepare-per-db';

/** What a query builder turns into with `.prepare(name)`: a statement run with its values. */
type Preparable<Result> = {
  prepare(name: string): { execute(values?: Record<string, unknown>): Promise<Result> };
};

/**
 * A statement written with Drizzle's query builder and run as a named prepared statement through
 * the builder's own `.prepare(name)`: its text is built once per database handle
 * (preparePerDb), and each pooled connection parses and plans it on first use only. Values are
 * bound by name through `sql.placeholder(name)`. Answers what the builder answers (columns
 * mapped as the query builder maps them: timestamps as Dates, numeric as numbers in 'number'
 * mode); an `sql` field is as the driver reads it, so cast bigint and numeric in SQL.
 */
export function preparedStatement<Result>(name: string, build: (db: Db) => Preparable<Result>) {
  const prepared = preparePerDb((db) => build(db).prepare(name));
  return (db: Db, values: Record<string, unknown> = {}): Promise<Result> => prepared(db).execute(values);
}
