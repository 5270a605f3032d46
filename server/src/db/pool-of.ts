import type pg from 'pg';
import type { Db } from './client';

/**
 * The node-postgres pool behind a Drizzle handle made by createDb (or by a test on its own pool):
 * drizzle keeps it as `$client`, which the Db type leaves out.
 */
export function poolOf(db: Db): pg.Pool {
  return (db as Db & { $client: pg.Pool }).$client;
}
