import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app';
import { createDb } from '../../../src/db/client';
import { build } from '../../helpers/build';

const t = await build();

describe('GET /api/health', () => {
  it('answers 200 when the database answers', async () => {
    const response = await t.app.inject({ url: '/api/health' });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'ok', status: 'ok' });
  });

  it('answers 200 when the database does not: liveness, not readiness', async () => {
    // Port 1 on loopback: nothing listens, the connection is refused at once.
    const { db, pool } = createDb('postgres://nobody:x@127.0.0.1:1/nothing', 1);
    pool.on('error', () => {});
    const app = await buildApp({ config: t.config, db });
    try {
      const response = await app.inject({ url: '/api/health' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'ok', status: 'ok' });
    } finally {
      await app.close();
      await pool.end();
    }
  });
});
