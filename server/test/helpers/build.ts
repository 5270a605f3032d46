import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../../src/app';
import { type Config, loadConfig } from '../../src/config';
import type { Db } from '../../src/db/client';
import { connectTestDatabase, createTestDatabase } from './test-database';

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
  // The database (and its drop after the file) comes from createTestDatabase; the app gets a pool
  // of its own so that restart() can close it like a real shutdown would.
  const database = await createTestDatabase();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-test-app-'));
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    NODE_ENV: 'test',
    SEED: 'none',
    ...env,
  });

  let { db, pool } = connectTestDatabase(database.url);
  const context: TestContext = {
    app: await buildApp({ config, db }),
    db,
    config,
    dataDir,
    restart: async () => {
      await context.app.close();
      await pool.end();
      ({ db, pool } = connectTestDatabase(database.url));
      context.db = db;
      context.app = await buildApp({ config, db });
      return context.app;
    },
  };

  // Registered after createTestDatabase's, so it runs first: the app lets go before the drop.
  afterAll(async () => {
    await context.app.close();
    await pool.end();
    await rm(dataDir, { recursive: true, force: true });
  });
  return context;
}
