import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index';

export type Db = NodePgDatabase<typeof schema>;

/** A pool and the Drizzle handle on it; the caller ends the pool on shutdown. */
export function createDb(connectionString: string, max = 10): { db: Db; pool: pg.Pool } {
  const pool = new pg.Pool({ connectionString, max });
  return { db: drizzle(pool, { schema, casing: 'snake_case' }), pool };
}
