import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';

// Any constant shared by every instance; "celebra" in ASCII.
const MIGRATION_LOCK_KEY = 0x63656c656272;

/**
 * Applies the pending migrations. Several instances starting together on one database take turns
 * on a session-level advisory lock: the first applies, the others find nothing left to do.
 */
export async function migrateDatabase(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
  } finally {
    // Ending the session releases the lock even if the unlock below is never reached.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}
