import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/db/migrate';
import { MIGRATIONS_DIR } from '../../src/paths';
import { createTestDatabase } from '../helpers/test-database';

const MIGRATION = '0007_session-last-used';
const database = await createTestDatabase({ empty: true });
const folder = await mkdtemp(path.join(tmpdir(), 'celebra-migrations-'));
afterAll(() => rm(folder, { recursive: true, force: true }));

/** The migrations folder as it was before MIGRATION: the same files, the journal cut before it. */
async function migrationsBefore(tag: string): Promise<string> {
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`${tag} is not in the journal`);
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

describe(`migration ${MIGRATION}`, () => {
  it('deletes the sessions of accounts deactivated before it, so that reactivating them revives nothing', async () => {
    await migrate(drizzle({ client: database.pool }), {
      migrationsFolder: await migrationsBefore(MIGRATION),
    });
    const run = (statement: string) => database.pool.query(statement);
    await run(`
      insert into users (first_name, last_name, email, phone_number, password_hash, active) values
        ('Ana', 'Ativa', 'ativa@teste.dev', '(11) 98765-4321', 'x', true),
        ('Ivo', 'Inativo', 'inativo@teste.dev', '(11) 98765-4321', 'x', false)`);
    await run(`
      insert into user_sessions (user_id, token_hash, expires_at)
      select id, 'hash-' || email, now() + interval '1 day' from users`);
    await run(`
      insert into admins (first_name, email, password_hash, active) values
        ('Alice', 'alice@teste.dev', 'x', true), ('Bruno', 'bruno@teste.dev', 'x', false)`);
    await run(`
      insert into admin_sessions (admin_id, token_hash, expires_at)
      select id, 'hash-' || email, now() + interval '1 day' from admins`);

    await migrateDatabase(database.url);

    const users = await run(
      'select u.email from user_sessions s join users u on u.id = s.user_id order by u.email',
    );
    expect(users.rows).toEqual([{ email: 'ativa@teste.dev' }]);
    const admins = await run(
      'select a.email from admin_sessions s join admins a on a.id = s.admin_id order by a.email',
    );
    expect(admins.rows).toEqual([{ email: 'alice@teste.dev' }]);
    // The sessions kept count as used at the migration, so the idle window starts from there.
    const fresh = await run(
      "select count(*)::int as n from user_sessions where last_used_at > now() - interval '1 minute'",
    );
    expect(fresh.rows[0].n).toBe(1);
  });
});
