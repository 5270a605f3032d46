import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminSessions, userSessions } from '../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../helpers/accounts';
import { build, type TestContext } from '../helpers/build';

/**
 * The idle timeout: a session unused for SESSION_IDLE_HOURS (7 days by default) is refused with
 * the same 401 as an expired one, however far its absolute expiry (SESSION_TTL_HOURS) is. Time
 * passes by moving the rows' timestamps back, as the clock would have.
 */
const HOUR = 3_600_000;
const UNAUTHORIZED = { success: false, message: 'Não autorizado.' };

const t = await build();
// The same, with a two-hour idle window.
const short = await build({ SESSION_IDLE_HOURS: '2' });

const ago = (hours: number) => new Date(Date.now() - hours * HOUR);

/** Both roles, each with a way to open a session, call a guarded route and move its row's clock. */
function roles(context: TestContext) {
  return [
    {
      role: 'administrator',
      url: '/api/admin/me',
      signIn: async () => {
        const admin = await createTestAdmin(context.db);
        return adminHeaders(context.db, admin.id, 720);
      },
      session: async (headers: Record<string, string>) => {
        const rows = await context.db
          .select()
          .from(adminSessions)
          .where(eq(adminSessions.adminId, Number(headers['x-admin-id'])));
        return rows[0];
      },
      age: (headers: Record<string, string>, times: { createdAt?: Date; lastUsedAt: Date }) =>
        context.db
          .update(adminSessions)
          .set(times)
          .where(eq(adminSessions.adminId, Number(headers['x-admin-id']))),
    },
    {
      role: 'host',
      url: '/api/users/me',
      signIn: async () => {
        const host = await createTestUser(context.db);
        return userHeaders(context.db, host.id, 720);
      },
      session: async (headers: Record<string, string>) => {
        const rows = await context.db
          .select()
          .from(userSessions)
          .where(eq(userSessions.userId, Number(headers['x-user-id'])));
        return rows[0];
      },
      age: (headers: Record<string, string>, times: { createdAt?: Date; lastUsedAt: Date }) =>
        context.db
          .update(userSessions)
          .set(times)
          .where(eq(userSessions.userId, Number(headers['x-user-id']))),
    },
  ];
}

describe.each(roles(t))('the idle timeout, $role', ({ url, signIn, session, age }) => {
  it('refuses a session unused for longer than 7 days, though it expires only in 30', async () => {
    const headers = await signIn();
    expect((await t.app.inject({ url, headers })).statusCode).toBe(200);

    await age(headers, { createdAt: ago(7 * 24 + 1), lastUsedAt: ago(7 * 24 + 1) });

    const response = await t.app.inject({ url, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
    expect((await session(headers))?.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('keeps a session opened 10 days ago that was used an hour ago, and marks it used now', async () => {
    const headers = await signIn();
    await age(headers, { createdAt: ago(10 * 24), lastUsedAt: ago(1) });

    expect((await t.app.inject({ url, headers })).statusCode).toBe(200);

    const lastUsedAt = (await session(headers))?.lastUsedAt.getTime() ?? 0;
    expect(Date.now() - lastUsedAt).toBeLessThan(60_000);
  });

  it('a session kept in use lives past the idle window counted from its creation', async () => {
    const headers = await signIn();
    // Six days pass between uses, three times: each use moves the idle window on, and the session
    // ends up 18 days old, well past 7 days from its creation.
    for (let use = 0; use < 3; use++) {
      const row = await session(headers);
      if (!row) throw new Error('session gone');
      await age(headers, {
        createdAt: new Date(row.createdAt.getTime() - 6 * 24 * HOUR),
        lastUsedAt: new Date(row.lastUsedAt.getTime() - 6 * 24 * HOUR),
      });
      expect((await t.app.inject({ url, headers })).statusCode).toBe(200);
    }
    expect(Date.now() - ((await session(headers))?.createdAt.getTime() ?? 0)).toBeGreaterThan(18 * 24 * HOUR);
  });

  it('does not write the mark again within a minute of the last one (most requests only read)', async () => {
    const headers = await signIn();
    const recently = new Date(Date.now() - 10_000);
    await age(headers, { lastUsedAt: recently });

    expect((await t.app.inject({ url, headers })).statusCode).toBe(200);

    expect((await session(headers))?.lastUsedAt.getTime()).toBe(recently.getTime());
  });
});

describe('SESSION_IDLE_HOURS', () => {
  it.each(roles(short))('sets the idle window ($role)', async ({ url, signIn, age }) => {
    const headers = await signIn();
    await age(headers, { lastUsedAt: ago(1) });
    expect((await short.app.inject({ url, headers })).statusCode).toBe(200);

    await age(headers, { lastUsedAt: ago(3) });
    const response = await short.app.inject({ url, headers });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(UNAUTHORIZED);
  });
});
