import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userSessions } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';

const t = await build();

const UNAUTHORIZED = { success: false, message: 'Não autorizado.' };

const logout = (headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: '/api/users/logout', headers, payload: {} });
const me = (headers: Record<string, string>) => t.app.inject({ url: '/api/users/me', headers });

/** Signs in through POST /api/users/login, as the dashboard does, and answers its headers. */
async function signIn(user: { id: number; email: string; password: string }) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email: user.email, password: user.password },
  });
  expect(response.statusCode).toBe(200);
  return { authorization: `Bearer ${response.json().token}`, 'x-user-id': String(user.id) };
}

describe('POST /api/users/logout', () => {
  it('ends the session on the server: the token answers 401 afterwards', async () => {
    const host = await createTestUser(t.db);
    const headers = await signIn(host);
    expect((await me(headers)).statusCode).toBe(200);

    const response = await logout(headers);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Logout realizado com sucesso.' });
    const after = await me(headers);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual(UNAUTHORIZED);
    const event = await t.app.inject({ url: `/api/users/event/${host.event?.id}`, headers });
    expect(event.statusCode).toBe(401);
  });

  it("ends only that session: the host's other devices and other accounts stay signed in", async () => {
    const host = await createTestUser(t.db);
    const phone = await signIn(host);
    const laptop = await userHeaders(t.db, host.id);
    const otherHost = await userHeaders(t.db, (await createTestUser(t.db)).id);
    const admin = await adminHeaders(t.db, (await createTestAdmin(t.db)).id);

    expect((await logout(phone)).statusCode).toBe(200);

    expect((await me(phone)).statusCode).toBe(401);
    expect((await me(laptop)).statusCode).toBe(200);
    expect((await me(otherHost)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/me', headers: admin })).statusCode).toBe(200);
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, host.id))).toHaveLength(1);
  });

  it('a second logout with the same token, or one with a made-up token, is a 401', async () => {
    const host = await createTestUser(t.db);
    const headers = await signIn(host);
    expect((await logout(headers)).statusCode).toBe(200);

    for (const attempt of [
      headers,
      { authorization: 'Bearer nao-e-um-token', 'x-user-id': String(host.id) },
      {},
    ]) {
      const response = await logout(attempt);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(UNAUTHORIZED);
    }
  });

  it("an administrator's token cannot end a host session, nor its own through the host route", async () => {
    const host = await createTestUser(t.db);
    const headers = await signIn(host);
    const admin = await createTestAdmin(t.db);
    const adminSession = await adminHeaders(t.db, admin.id);

    const response = await logout({
      authorization: adminSession.authorization,
      'x-user-id': String(host.id),
    });

    expect(response.statusCode).toBe(401);
    expect((await me(headers)).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/me', headers: adminSession })).statusCode).toBe(200);
  });

  it('works without a body, as a plain POST', async () => {
    const host = await createTestUser(t.db);
    const headers = await signIn(host);

    const response = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers });

    expect(response.statusCode).toBe(200);
    expect((await me(headers)).statusCode).toBe(401);
  });
});
