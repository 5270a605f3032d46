import { readFileSync } from 'node:fs';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';

// Any constant shared by every instance; "celebra" in ASCII.
const MIGRATION_LOCK_KEY = 0x63656c656272;

/** A migration of this build: its file (without .sql) and the time drizzle records once applied. */
export type JournalEntry = { tag: string; when: number };

/** A migration of this build failed; nothing of it (nor of the ones after it) was applied. */
export class MigrationFailedError extends Error {
  constructor(
    readonly file: string,
    cause: unknown,
  ) {
    const reason = (cause as { cause?: { message?: string } })?.cause?.message ?? (cause as Error)?.message;
    super(`Migration ${file} failed: ${reason}. Fix the database or the migration, then start again.`, {
      cause,
    });
  }
}

let journal: JournalEntry[] | undefined;

/** This build's migrations in order, from drizzle's journal (read once). */
export function readJournal(): JournalEntry[] {
  journal ??= (
    JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
      entries: JournalEntry[];
    }
  ).entries.map(({ tag, when }) => ({ tag, when }));
  return journal;
}

/**
 * The `created_at` of the newest migration the database has applied (drizzle compares these to the
 * journal's `when`), or null when it has none.
 */
export async function lastAppliedMigration(client: pg.ClientBase | pg.Pool): Promise<number | null> {
  // Two statements: a query naming a missing table fails when parsed, whatever guards it.
  const { rows: table } = await client.query<{ exists: boolean }>(
    `select to_regclass('drizzle.__drizzle_migrations') is not null as exists`,
  );
  if (!table[0]?.exists) return null;
  const { rows } = await client.query<{ last: string | null }>(
    'select max(created_at)::text as last from drizzle.__drizzle_migrations',
  );
  return rows[0]?.last == null ? null : Number(rows[0].last);
}

/**
 * Applies the pending migrations. Several instances starting together on one database take turns
 * on a session-level advisory lock: the first applies, the others find nothing left to do.
 * Names the file of a migration that fails (MigrationFailedError). A database already migrated by a
 * newer build is left as it is and reported (`aheadOfBuild`): during a rolling release the old
 * instances still restart on the new schema, which migrations keep compatible for one release.
 */
export async function migrateDatabase(connectionString: string): Promise<{ aheadOfBuild: boolean }> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    const entries = readJournal();
    const last = await lastAppliedMigration(client);
    const newest = entries.at(-1)?.when ?? 0;
    if (last !== null && last > newest) return { aheadOfBuild: true };
    try {
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    } catch (error) {
      throw new MigrationFailedError(failedMigrationFile(entries, last, error), error);
    }
    return { aheadOfBuild: false };
  } finally {
    // Ending the session releases the lock even if the unlock below is never reached.
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
    await client.end();
  }
}

/**
 * The pending migration whose SQL holds the statement that failed (drizzle reports the statement,
 * not the file); the first pending one when the statement cannot be found.
 */
function failedMigrationFile(entries: JournalEntry[], last: number | null, error: unknown): string {
  const pending = entries.filter((entry) => last === null || entry.when > last);
  const statement = (error as { query?: unknown }).query;
  const found =
    typeof statement === 'string' && statement.trim() !== ''
      ? pending.find((entry) =>
          readFileSync(path.join(MIGRATIONS_DIR, `${entry.tag}.sql`), 'utf8').includes(statement.trim()),
        )
      : undefined;
  return `${(found ?? pending[0])?.tag ?? 'unknown'}.sql`;
}
