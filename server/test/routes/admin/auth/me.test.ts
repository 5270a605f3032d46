import { describe, expect, it } from 'vitest';
import { settings } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db, {
  firstName: 'Alice',
  lastName: 'Lima',
  avatarUrl: '/media/a.webp',
});

describe('GET /api/admin/me', () => {
  it('answers the administrator and the default colours when the settings row is missing', async () => {
    await t.db.delete(settings);

    const response = await t.app.inject({
      url: '/api/admin/me',
      headers: await adminHeaders(t.db, admin.id),
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      admin: expect.objectContaining({
        id: admin.id,
        firstName: 'Alice',
        lastName: 'Lima',
        email: admin.email,
      }),
      color: '#E91E63',
      colorSecondary: '#7B1FA2',
    });
  });

  it('answers the colours of the settings row', async () => {
    await t.db
      .insert(settings)
      .values({ color: '#123456', colorSecondary: '#654321' })
      .onConflictDoUpdate({ target: settings.id, set: { color: '#123456', colorSecondary: '#654321' } });

    const response = await t.app.inject({
      url: '/api/admin/me',
      headers: await adminHeaders(t.db, admin.id),
    });

    expect(response.json()).toMatchObject({ color: '#123456', colorSecondary: '#654321' });
  });

  it('works with the token the login returned, also after the server restarts', async () => {
    const { token } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: admin.email, password: admin.password },
      })
    ).json();
    const headers = { authorization: `Bearer ${token}`, 'x-admin-id': String(admin.id) };
    expect((await t.app.inject({ url: '/api/admin/me', headers })).statusCode).toBe(200);

    const restarted = await t.restart();

    const response = await restarted.inject({ url: '/api/admin/me', headers });
    expect(response.statusCode).toBe(200);
    expect(response.json().admin.id).toBe(admin.id);
  });
});
