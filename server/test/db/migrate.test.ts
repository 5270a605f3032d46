import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { migrateDatabase } from '../../src/db/migrate';

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
