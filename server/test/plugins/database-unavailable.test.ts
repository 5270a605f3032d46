import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { UNAVAILABLE_MESSAGE } from '@celebra/shared/messages';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createDb } from '../../src/db/client';
import { isDatabaseUnavailable } from '../../src/db/pg-errors';
import { build } from '../helpers/build';

/**
 * The embedded PostgreSQL listens on a Unix socket only: when it is stopped, the socket file is
 * gone and connecting fails with ENOENT, not ECONNREFUSED. That too is "the database is not
 * there": a 503 in Portuguese with Retry-After, never a 500.
 */
const t = await build();
const socketDir = await mkdtemp(path.join(tmpdir(), 'celebra-no-pg-'));
// A cluster's socket folder with no cluster in it: the socket file does not exist.
const stoppedUrl = `postgres://postgres:x@${encodeURIComponent(socketDir)}:5432/celebra`;
afterAll(() => rm(socketDir, { recursive: true, force: true }));

async function connectError(connectionString: string): Promise<unknown> {
  const client = new pg.Client({ connectionString });
  return client.connect().then(
    () => client.end().then(() => undefined),
    (error: unknown) => error,
  );
}

describe('isDatabaseUnavailable', () => {
  it('recognises a stopped cluster behind its Unix socket (ENOENT on connect)', async () => {
    const error = await connectError(stoppedUrl);
    expect((error as NodeJS.ErrnoException).code).toBe('ENOENT');
    expect(isDatabaseUnavailable(error)).toBe(true);
    // Wrapped by Drizzle as a failed query, too.
    expect(isDatabaseUnavailable(new Error('Failed query: select 1', { cause: error }))).toBe(true);
  });

  it('does not take a missing file for a missing database', async () => {
    const error = await readFile(path.join(socketDir, 'missing.webp')).catch((caught: unknown) => caught);
    expect((error as NodeJS.ErrnoException).code).toBe('ENOENT');
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('recognises the server shutting down, starting and terminating connections', () => {
    for (const code of ['57P01', '57P02', '57P03', '53300', '08006'])
      expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code })), code).toBe(true);
    expect(isDatabaseUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isDatabaseUnavailable(Object.assign(new Error('x'), { code: '23505' }))).toBe(false);
  });
});

describe('the API with its database stopped behind a Unix socket', () => {
  it('answers 503 with the Portuguese message and Retry-After; /api/health still says it is alive', async () => {
    const { db, pool } = createDb(stoppedUrl, 2);
    pool.on('error', () => {});
    const app = await buildApp({ config: t.config, db });
    try {
      const site = await app.inject({ url: '/api/guests/event/casamento-de-ana' });
      expect(site.statusCode).toBe(503);
      expect(site.json()).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
      expect(Number(site.headers['retry-after'])).toBeGreaterThan(0);

      const login = await app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'ana@teste.dev', password: 'senha-de-teste-123' },
      });
      expect(login.statusCode).toBe(503);
      expect(login.json()).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });

      // Liveness: the process answers, the database is not asked.
      const health = await app.inject({ url: '/api/health' });
      expect(health.statusCode).toBe(200);
      // Readiness keeps the database check.
      const ready = await app.inject({ url: '/api/ready' });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toMatchObject({ failedCheck: 'database' });
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
