import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSessions } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';

const t = await build();

const UNAUTHORIZED = { success: false, message: 'Não autorizado.' };

const logout = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/logout', headers, payload: {} });
const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/admin/me', headers });

/** Signs in through POST /api/admin/login, as the back office does, and answers its headers. */
async function signIn(admin: { id: number; email: string; password: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { email: admin.email, password: admin.password },
  });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json().token}`, 'x-admin-id': String(admin.id) };
}

describe('POST /api/admin/logout', () => {
  it('ends the session on the server: the token answers 401 afterwards', async () => {
    const admin = await createTestAdmin(t.db);
    const headers = await signIn(admin);
    expect((await me(headers)).statusCode).toBe(200);

    const response = await logout(headers);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logout realizado com sucesso.' });
    const after = await me(headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(UNAUTHORIZED);
    const users = await t.app.inject({ url: '/api/admin/users', headers });
    expect(users.statusCode).toBe(401);
  });

  it("ends only that session: the administrator's other sessions and other accounts stay signed in", async () => {
    const admin = await createTestAdmin(t.db);
    const here = await signIn(admin);
    const elsewhere = await adminHeaders(t.db, admin.id);
    const otherAdmin = await adminHeaders(t.db, (await createTestAdmin(t.db)).id);
    const host = await userHeaders(t.db, (await createTestUser(t.db)).id);

    expect((await logout(here)).statusCode).toBe(200);

    expect((await me(here)).statusCode).toBe(401);
    expect((await me(elsewhere)).statusCode).toBe(200);
    expect((await me(otherAdmin)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me', headers: host })).statusCode).toBe(200);
    expect(await t.db.select().from(adminSessions).where(eq(adminSessions.adminId, admin.id))).toHaveLength(
      1,
    );
  });

  it('a second logout with the same token, or one with a made-up token, is a 401', async () => {
    const admin = await createTestAdmin(t.db);
    const headers = await signIn(admin);
    expect((await logout(headers)).statusCode).toBe(200);

    for (const attempt of [
      headers,
      { authorization: 'Bearer nao-e-um-token', 'x-admin-id': String(admin.id) },
      {},
    ]) {
      const response = await logout(attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it("a host's token cannot end an administrator's session", async () => {
    const admin = await createTestAdmin(t.db);
    const headers = await signIn(admin);
    const host = await createTestUser(t.db);
    const hostSession = await userHeaders(t.db, host.id);

    const response = await logout({
      authorization: hostSession.authorization,
      'x-admin-id': String(admin.id),
    });

    expect(response.statusCode).toBe(401);
    expect((await me(headers)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me', headers: hostSession })).statusCode).toBe(200);
  });

  it('works without a body, as a plain POST', async () => {
    const admin = await createTestAdmin(t.db);
    const headers = await signIn(admin);

    const response = await t.app.inject({ method: 'POST', url: '/api/admin/logout', headers });

    expect(response.statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(401);
  });
});
