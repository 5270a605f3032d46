import { execFile } from 'node:child_process';
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/db/migrate';
import * as schema from '../../src/db/schema/index';
import { events, payouts, users } from '../../src/db/schema/index';
import { MIGRATIONS_DIR } from '../../src/paths';
import { createTestDatabase } from '../helpers/test-database';

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
const schemaTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .sort();

const empty = await createTestDatabase({ empty: true });
const { db } = await createTestDatabase();

describe('migrations', () => {
  it('apply on an empty database and create every table of the schema', async () => {
    await migrateDatabase(empty.url);

    const { rows } = await empty.pool.query<{ name: string }>(
      `select table_name as name from information_schema.tables where table_schema = 'public'`,
    );
    expect(rows.map((row) => row.name).sort()).toEqual(schemaTables);
    const trgm = await empty.pool.query(`select 1 from pg_extension where extname = 'pg_trgm'`);
    expect(trgm.rowCount).toBe(1);

    // A second start finds nothing left to apply.
    await migrateDatabase(empty.url);
    const journal = JSON.parse(await readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8'));
    const applied = await empty.pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied.rows[0].n).toBe(journal.entries.length);
  });

  it('match the schema: drizzle-kit generate has nothing to add', async () => {
    // Generate into a copy of the migrations, so a drift never writes into the repository.
    const dir = await mkdtemp(path.join(tmpdir(), 'celebra-drift-'));
    try {
      await cp(MIGRATIONS_DIR, path.join(dir, 'out'), { recursive: true });
      const config = path.join(dir, 'drizzle.config.ts');
      // drizzle-kit wants `out` relative to its working directory.
      const out = path.relative(SERVER_DIR, path.join(dir, 'out'));
      await writeFile(
        config,
        `export default { dialect: 'postgresql', schema: './src/db/schema/index.ts', out: ${JSON.stringify(out)}, casing: 'snake_case' };\n`,
      );
      const bin = path.join(SERVER_DIR, '../node_modules/drizzle-kit/bin.cjs');
      const { stdout } = await promisify(execFile)(process.execPath, [bin, 'generate', '--config', config], {
        cwd: SERVER_DIR,
      });

      expect(stdout).toContain('No schema changes');
      expect(await readdir(path.join(dir, 'out'))).toEqual(await readdir(MIGRATIONS_DIR));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('constraints', async () => {
  const [host] = await db
    .insert(users)
    .values({
      firstName: 'Ana',
      lastName: 'Souza',
      email: 'ana@teste.dev',
      phoneNumber: '(11) 98765-4321',
      passwordHash: 'x',
    })
    .returning();
  if (!host) throw new Error('no host');
  const [event] = await db
    .insert(events)
    .values({ userId: host.id, title: 'Ana & Pedro', slug: 'ana-e-pedro' })
    .returning();
  if (!event) throw new Error('no event');

  it('refuse an e-mail that is not trimmed and lower-cased', async () => {
    await expect(
      db.insert(users).values({
        firstName: 'B',
        lastName: 'C',
        email: 'Bia@Teste.dev',
        phoneNumber: '(11) 91234-5678',
        passwordHash: 'x',
      }),
    ).rejects.toThrow();
  });

  it('refuse an upper-case slug and a second event on the same slug', async () => {
    await expect(
      db.insert(events).values({ userId: host.id, title: 'X', slug: 'Ana-e-Pedro' }),
    ).rejects.toThrow();
    await expect(
      db.insert(events).values({ userId: host.id, title: 'X', slug: 'ana-e-pedro' }),
    ).rejects.toThrow();
  });

  it('allow one pending payout per event, any number of concluded ones', async () => {
    const payout = { eventId: event.id, userId: host.id, requestedAmountCents: 1_000 };
    await db.insert(payouts).values([
      { ...payout, status: 'PAID', paidAmountCents: 1_000 },
      { ...payout, status: 'PAID', paidAmountCents: 1_000 },
      { ...payout, status: 'PENDING' },
    ]);

    await expect(db.insert(payouts).values({ ...payout, status: 'PENDING' })).rejects.toThrow();
  });
});
