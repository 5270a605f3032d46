import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { NOT_READY_MESSAGES } from '@celebra/shared/messages';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { createDb } from '../../src/db/client';
import { build } from '../helpers/build';

describe('GET /api/ready', () => {
  it('answers 200 without a session when the database, migrations and storage are fine', async () => {
    const t = await build();
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'ok', status: 'ready' });
  });

  it('answers 503 naming the storage when the media folder cannot be written', async () => {
    const t = await build();
    // The media folder replaced by a file: nothing can be written under it.
    const media = path.join(t.dataDir, 'media');
    await rm(media, { recursive: true, force: true });
    await writeFile(media, 'not a folder');
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      success: false,
      message: NOT_READY_MESSAGES.storage,
      failedCheck: 'storage',
    });
  });

  it('answers 503 naming the migrations when the database lacks one of this build', async () => {
    const t = await build();
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      message: NOT_READY_MESSAGES.migrations,
      failedCheck: 'migrations',
    });
  });

  it('answers 503 naming the database, quickly, when it does not answer', async () => {
    const t = await build();
    // Nothing listens on port 1: the connection is refused.
    const { db, pool } = createDb('postgres://celebra:secret@127.0.0.1:1/celebra', 1);
    pool.on('error', () => {});
    const app = await buildApp({ config: t.config, db });
    afterAll(async () => {
      await app.close();
      await pool.end();
    });
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/api/ready' });
    expect(Date.now() - started).toBeLessThan(3000);
    expect(response.statusCode).toBe(503);
    const body = response.json();
    expect(body).toEqual({ success: false, message: NOT_READY_MESSAGES.database, failedCheck: 'database' });
    expect(JSON.stringify(body)).not.toContain('secret');
  });

  it('reuses a passing answer for a moment, so probes cannot load the database', async () => {
    const t = await build();
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    // Broken right after a pass: the cached pass still answers...
    const media = path.join(t.dataDir, 'media');
    await rm(media, { recursive: true, force: true });
    await writeFile(media, 'not a folder');
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    // ...and the failure shows once it has expired (the clock moved on, not waited for).
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 2100);
      expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(503);
    } finally {
      vi.useRealTimers();
    }
  });

  it('leaves GET /api/health as it was', async () => {
    const t = await build();
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'ok', status: 'ok' });
  });
});
