import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/db/migrate';
import { checkSitePassword } from '../../src/domain/site-password/check-site-password';
import { verifySitePassword } from '../../src/domain/site-password/hash-site-password';
import { MIGRATIONS_DIR } from '../../src/paths';
import { connectTestDatabase, createTestDatabase } from '../helpers/test-database';

// Found by its name, whatever number it is given when merged.
const MIGRATION = /^\d{4}_guess-counters$/;
const database = await createTestDatabase({ empty: true });
const folder = await mkdtemp(path.join(tmpdir(), 'celebra-migrations-'));
const connection = connectTestDatabase(database.url);
afterAll(async () => {
  await connection.pool.end();
  await rm(folder, { recursive: true, force: true });
});

/** The migrations folder as it was before MIGRATION: the same files, the journal cut before it. */
async function migrationsBefore(): Promise<string> {
  await cp(MIGRATIONS_DIR, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(await readFile(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => MIGRATION.test(entry.tag));
  if (at < 0) throw new Error('the site passwords migration is not in the journal');
  await writeFile(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

describe('the migration of the site passwords', () => {
  it('hashes every password kept as typed; the right one still opens the site and is re-hashed with argon2', async () => {
    await migrate(drizzle({ client: database.pool }), { migrationsFolder: await migrationsBefore() });
    const run = (statement: string) => database.pool.query(statement);
    await run(`
      insert into users (first_name, last_name, email, phone_number, password_hash) values
        ('Ana', 'Souza', 'ana@teste.dev', '(11) 98765-4321', 'x')`);
    await run(`
      insert into events (title, slug, user_id)
      select slug, slug, (select id from users) from (values ('fechada'), ('outra'), ('aberta')) as v(slug)`);
    await run(`
      insert into event_settings (event_id, password)
      select id, case slug when 'aberta' then null else 'segredo1' end from events`);

    await migrateDatabase(database.url);

    const rows = (
      await run('select e.slug, s.password from event_settings s join events e on e.id = s.event_id')
    ).rows as { slug: string; password: string | null }[];
    const stored = Object.fromEntries(rows.map((row) => [row.slug, row.password]));
    expect(stored.aberta).toBeNull();
    for (const slug of ['fechada', 'outra']) {
      expect(stored[slug]).toMatch(/^sha256\$[0-9a-f]{32}\$[0-9a-f]{64}$/);
      expect(await verifySitePassword(stored[slug] ?? '', 'segredo1')).toBe(true);
      expect(await verifySitePassword(stored[slug] ?? '', 'segredo2')).toBe(false);
    }
    // One salt per row: the same password, two different hashes.
    expect(stored.fechada).not.toBe(stored.outra);

    const eventId = Number((await run("select id from events where slug = 'fechada'")).rows[0].id);
    await checkSitePassword(connection.db, {
      eventId,
      clientIp: '203.0.113.90',
      expected: stored.fechada ?? null,
      given: 'segredo1',
    });
    const upgraded = (await run(`select password from event_settings where event_id = ${eventId}`)).rows[0]
      .password as string;
    expect(upgraded).toMatch(/^\$argon2id\$/);
    expect(await verifySitePassword(upgraded, 'segredo1')).toBe(true);
  });
});
