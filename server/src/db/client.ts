import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = NodePgDatabase<typeof schema>;

/** A pool and the Drizzle handle on it; the caller ends the pool on shutdown. */
export function createDb(connectionString: string, max = 10): { db: Db; pool: pg.Pool } {
  // A database that does not answer (a network partition, a server stuck starting) fails the
  // request after 10 s (a 503, plugins/errors.ts) instead of holding it, and its connection slot,
  // for ever.
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 10_000 });
  return { db: drizzle(pool, { schema, casing: 'snake_case' }), pool };
}
