import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import { createDb, type Db } from '../../src/db/client';

export type TestContext = {
  /** The app on this file's database; replaced by restart(). */
  app: FastifyInstance;
  db: Db;
  config: Config;
  /** This file's DATA_DIR (media, logs/error.log), a fresh temporary folder. */
  dataDir: string;
  /** Closes the app and its pool and builds a new one on the same database, like a server restart. */
  restart: () => Promise<FastifyInstance>;
};

/**
 * A fresh database cloned from the migrated template, and the app built on it with storage and
 * logs in a temporary DATA_DIR. Call it at the top level of a test file (or of a describe):
 * `const t = await build();` — it registers the afterAll that closes the app and drops the
 * database. `env` overrides configuration variables (e.g. SESSION_TTL_HOURS).
 */
export async function build(env: Record<string, string> = {}): Promise<TestContext> {
  const templateUrl = new URL(inject('templateDatabaseUrl'));
  const template = templateUrl.pathname.slice(1);
  const database = `t_${randomBytes(6).toString('hex')}`;
  await runOnServer(templateUrl, `create database ${database} template ${template}`);
  const databaseUrl = new URL(templateUrl);
  databaseUrl.pathname = `/${database}`;

  const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-test-app-'));
  const config = loadConfig({
    DATABASE_URL: databaseUrl.href,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED: 'none',
    ...env,
  });

  const connect = () => {
    const created = createDb(databaseUrl.href, 4);
    // A backend that goes away while the file ends must not fail the run as an unhandled error.
    created.pool.on('error', () => {});
    return created;
  };
  let { db, pool } = connect();
  const context: TestContext = {
    app: await buildApp({ config, db }),
    db,
    config,
    dataDir,
    restart: async () => {
      await context.app.close();
      await pool.end();
      ({ db, pool } = connect());
      context.db = db;
      context.app = await buildApp({ config, db });
      return context.app;
    },
  };

  afterAll(async () => {
    await context.app.close();
    await pool.end();
    await dropDatabase(templateUrl, database);
    await rm(dataDir, { recursive: true, force: true });
  });
  return context;
}

async function runOnServer(anyDatabaseUrl: URL, statement: string): Promise<void> {
  await withServerClient(anyDatabaseUrl, (client) => client.query(statement));
}

/**
 * pool.end() resolves before PostgreSQL has closed every backend; a forced drop racing them would
 * send 'terminating connection' to clients already gone, so wait (briefly) for them first.
 */
async function dropDatabase(anyDatabaseUrl: URL, database: string): Promise<void> {
  await withServerClient(anyDatabaseUrl, async (client) => {
    for (let i = 0; i < 50; i++) {
      const { rows } = await client.query(
        'select count(*)::int as n from pg_stat_activity where datname = $1',
        [database],
      );
      if (rows[0]?.n === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await client.query(`drop database if exists ${database} with (force)`);
  });
}

async function withServerClient(
  anyDatabaseUrl: URL,
  work: (client: pg.Client) => Promise<unknown>,
): Promise<void> {
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
