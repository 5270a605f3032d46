import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { MigrationFailedError, migrateDatabase, readJournal } from '../../src/db/migrate';

async function onServer(statement: string) {
  const url = new URL(inject('templateDatabaseUrl'));
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

describe('migrateDatabase', () => {
  it('lets several instances migrate one empty database at the same time', async () => {
    const database = `m_${randomBytes(6).toString('hex')}`;
    await onServer(`create database ${database}`);
    const url = new URL(inject('templateDatabaseUrl'));
    url.pathname = `/${database}`;
    try {
      await Promise.all([migrateDatabase(url.href), migrateDatabase(url.href), migrateDatabase(url.href)]);

      const client = new pg.Client({ connectionString: url.href });
      await client.connect();
      const { rows } = await client.query('select count(*)::int as n from drizzle.__drizzle_migrations');
      await client.end();
      expect(rows[0].n).toBeGreaterThan(0);
      // Applied once each, however many instances tried.
      const again = new pg.Client({ connectionString: url.href });
      await again.connect();
      const { rows: hashes } = await again.query(
        'select count(distinct hash)::int as n, count(*)::int as total from drizzle.__drizzle_migrations',
      );
      await again.end();
      expect(hashes[0].n).toBe(hashes[0].total);
    } finally {
      await onServer(`drop database if exists ${database} with (force)`);
    }
  });
});

describe('migrateDatabase on a database it did not expect', () => {
  async function freshMigrated(): Promise<{ url: string; drop: () => Promise<void> }> {
    const database = `m_${randomBytes(6).toString('hex')}`;
    await onServer(`create database ${database}`);
    const url = new URL(inject('templateDatabaseUrl'));
    url.pathname = `/${database}`;
    await migrateDatabase(url.href);
    return { url: url.href, drop: () => onServer(`drop database if exists ${database} with (force)`) };
  }

  async function run(url: string, statement: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  }

  it('leaves a database migrated by a newer build as it is, and says so', async () => {
    const { url, drop } = await freshMigrated();
    try {
      await run(
        url,
        `insert into drizzle.__drizzle_migrations (hash, created_at) values ('newer', 9999999999999)`,
      );
      // Left as it is and reported: an old instance restarting mid-release keeps running.
      await expect(migrateDatabase(url)).resolves.toEqual({ aheadOfBuild: true });
    } finally {
      await drop();
    }
  });

  it('names the file of a migration that fails', async () => {
    const { url, drop } = await freshMigrated();
    try {
      // The database "forgets" every migration after the first: re-running 0001_init fails on
      // the tables it already has.
      const [, init] = readJournal();
      await run(url, `delete from drizzle.__drizzle_migrations where created_at >= ${init?.when}`);
      const failure = await migrateDatabase(url).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(MigrationFailedError);
      expect((failure as MigrationFailedError).file).toBe(`${init?.tag}.sql`);
      expect((failure as Error).message).toMatch(/^Migration 0001_init\.sql failed: .*already exists/);
    } finally {
      await drop();
    }
  });
});
