import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../src/auth/session-token';
import { adminSessions, userSessions } from '../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../helpers/accounts';
import { build } from '../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const otherAdmin = await createTestAdmin(t.db);
const host = await createTestUser(t.db);

// A signed-out route inside the guarded subtree, as later areas declare them.
t.app.register(
  async (users) => {
    users.addHook('onRequest', users.requireUser);
    users.get('/open-door', { config: { public: true } }, async (request) => ({ user: request.user }));
    // Like POST /users/register, which the route table marks as an admin call.
    users.get('/admins-only', { config: { auth: 'admin' } }, async (request) => ({
      admin: request.admin?.id,
    }));
  },
  { prefix: '/api/test-users' },
);

const UNAUTHORIZED = { success: false, message: 'Não autorizado.' };

async function expectUnauthorized(url: string, headers: Record<string, string>) {
  const response = await t.app.inject({ url, headers });
  expect(response.statusCode).toBe(401);
  expect(response.json()).toEqual(UNAUTHORIZED);
}

describe('the /api/admin sign-in hook', () => {
  it('lets a valid token with its own X-Admin-Id through', async () => {
    const response = await t.app.inject({
      url: '/api/admin/me',
      headers: await adminHeaders(t.db, admin.id),
    });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a missing token or a missing X-Admin-Id', async () => {
    const headers = await adminHeaders(t.db, admin.id);
    await expectUnauthorized('/api/admin/me', {});
    await expectUnauthorized('/api/admin/me', { 'x-admin-id': String(admin.id) });
    await expectUnauthorized('/api/admin/me', { authorization: headers.authorization });
  });

  it('refuses an unknown token and a malformed header', async () => {
    await expectUnauthorized('/api/admin/me', {
      authorization: 'Bearer nao-existe',
      'x-admin-id': String(admin.id),
    });
    const { authorization } = await adminHeaders(t.db, admin.id);
    await expectUnauthorized('/api/admin/me', {
      authorization: authorization.replace('Bearer ', 'Basic '),
      'x-admin-id': String(admin.id),
    });
  });

  it("refuses a valid token sent with another administrator's id", async () => {
    const { authorization } = await adminHeaders(t.db, admin.id);
    await expectUnauthorized('/api/admin/me', { authorization, 'x-admin-id': String(otherAdmin.id) });
  });

  it("refuses a host's token on an admin route", async () => {
    const { authorization } = await userHeaders(t.db, host.id);
    await expectUnauthorized('/api/admin/me', { authorization, 'x-admin-id': String(host.id) });
  });

  it('refuses an expired session', async () => {
    const token = 'token-expirado-de-teste';
    await t.db.insert(adminSessions).values({
      adminId: admin.id,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(Date.now() - 1000),
    });
    await expectUnauthorized('/api/admin/me', {
      authorization: `Bearer ${token}`,
      'x-admin-id': String(admin.id),
    });
  });

  it('guards every admin route, the error log included', async () => {
    await expectUnauthorized('/api/admin/logs/error.txt', {});
  });
});

describe('the /api/users sign-in hook', () => {
  it('lets a valid token with its own X-User-Id through', async () => {
    const response = await t.app.inject({ url: '/api/users/me', headers: await userHeaders(t.db, host.id) });
    expect(response.statusCode).toBe(200);
  });

  it("refuses a missing token, a mismatched id and an admin's token", async () => {
    const { authorization } = await userHeaders(t.db, host.id);
    await expectUnauthorized('/api/users/me', { 'x-user-id': String(host.id) });
    await expectUnauthorized('/api/users/me', { authorization, 'x-user-id': String(host.id + 1000) });
    const admins = await adminHeaders(t.db, admin.id);
    await expectUnauthorized('/api/users/me', {
      authorization: admins.authorization,
      'x-user-id': String(admin.id),
    });
  });

  it('refuses an expired session', async () => {
    const token = 'token-de-host-expirado';
    await t.db.insert(userSessions).values({
      userId: host.id,
      tokenHash: hashSessionToken(token),
      expiresAt: new Date(Date.now() - 1000),
    });
    await expectUnauthorized('/api/users/me', {
      authorization: `Bearer ${token}`,
      'x-user-id': String(host.id),
    });
  });

  it("lets a route's config.auth from the route table override the area's default", async () => {
    const asAdmin = await t.app.inject({
      url: '/api/test-users/admins-only',
      headers: await adminHeaders(t.db, admin.id),
    });
    expect(asAdmin.statusCode).toBe(200);
    expect(asAdmin.json()).toEqual({ admin: admin.id });

    await expectUnauthorized('/api/test-users/admins-only', await userHeaders(t.db, host.id));
  });

  it('lets a route that says config.public through without credentials', async () => {
    const response = await t.app.inject({ url: '/api/test-users/open-door' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });
});
