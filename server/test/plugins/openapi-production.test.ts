import { describe, expect, it } from 'vitest';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../helpers/accounts';
import { build } from '../helpers/build';

/**
 * In production the OpenAPI document (every route, the back office's included) is for a signed-in
 * administrator only: anyone else gets the 401 every admin call answers. Outside production it
 * stays open, for the developers and the test suites that read it.
 */
const t = await build({
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://celebra.example',
  MERCADOPAGO_API_URL: 'https://api.mercadopago.example',
  MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-real-token',
  MERCADOPAGO_WEBHOOK_SECRET: 'real-secret',
});

const UNAUTHORIZED = { success: false, message: 'Não autorizado.' };

describe('GET /api/openapi.json in production', () => {
  it('refuses a visitor and a signed-in host with 401, saying nothing of the routes', async () => {
    const host = await createTestUser(t.db, { event: null });
    for (const headers of [{}, await userHeaders(t.db, host.id)]) {
      const response = await t.app.inject({ url: '/api/openapi.json', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
      expect(response.body).not.toContain('/api/admin');
    }
  });

  it('serves it to a signed-in administrator', async () => {
    const admin = await createTestAdmin(t.db);
    const response = await t.app.inject({
      url: '/api/openapi.json',
      headers: await adminHeaders(t.db, admin.id),
    });

    expect(response.statusCode).toBe(200);
    expect(Object.keys(response.json().paths)).toContain('/api/admin/login');
  });
});
