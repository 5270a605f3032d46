import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, expect, inject, vi } from 'vitest';
import { createDb, type Db } from '../../src/db/client';

export type TestDatabase = { db: Db; pool: pg.Pool; url: string; name: string };

/**
 * A database of this test file's own: cloned from the migrated template (test/global-setup.ts),
 * or empty with `{ empty: true }`. Dropped after the file's tests.
 */
export async function createTestDatabase(options: { empty?: boolean } = {}): Promise<TestDatabase> {
  const templateUrl = new URL(inject('templateDatabaseUrl'));
  const name = `t_${randomBytes(6).toString('hex')}`;
  const template = options.empty ? 'template0' : templateUrl.pathname.slice(1);
  await onServer(templateUrl, (client) => client.query(`create database ${name} template ${template}`));
  const url = new URL(templateUrl);
  url.pathname = `/${name}`;
  const { db, pool } = connectTestDatabase(url.href);
  afterAll(async () => {
    await pool.end();
    await dropDatabase(templateUrl, name);
  });
  return { db, pool, url: url.href, name };
}

/** A small pool on a test database; a backend that goes away as the file ends is not an error. */
export function connectTestDatabase(url: string): { db: Db; pool: pg.Pool } {
  const created = createDb(url, 4);
  created.pool.on('error', () => {});
  return created;
}

/**
 * pool.end() resolves before PostgreSQL has closed every backend; a forced drop racing them would
 * send 'terminating connection' to clients already gone, so wait (briefly) for them first.
 */
async function dropDatabase(anyDatabaseUrl: URL, name: string): Promise<void> {
  await onServer(anyDatabaseUrl, async (client) => {
    await vi
      .waitFor(
        async () => {
          const { rows } = await client.query(
            'select count(*)::int as n from pg_stat_activity where datname = $1',
            [name],
          );
          expect(rows[0]?.n).toBe(0);
        },
        { timeout: 1_000, interval: 20 },
      )
      // Still connected after a second: the forced drop ends them.
      .catch(() => undefined);
    await client.query(`drop database if exists ${name} with (force)`);
  });
}

/** Runs `work` on a connection to the cluster's maintenance database. */
async function onServer(anyDatabaseUrl: URL, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const url = new URL(anyDatabaseUrl);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.href });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
}
