import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashSessionToken } from '../../../../src/auth/session-token';
import { adminSessions } from '../../../../src/db/schema/index';
import { createTestAdmin } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';

// The shared contract words the messages; the server must pass them through unchanged.
const t = await build();
const admin = await createTestAdmin(t.db, { firstName: 'Alice' });

function login(body: unknown, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/admin/login', payload: body as object, remoteAddress });
}

describe('POST /api/admin/login', () => {
  it('answers a fresh token and the admin for good credentials, whatever the e-mail case', async () => {
    const response = await login({ email: ` ${admin.email.toUpperCase()} `, password: admin.password });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      success: true,
      admin: { id: admin.id, firstName: 'Alice', email: admin.email },
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('keeps only the hash of the token, with an expiry SESSION_TTL_HOURS ahead', async () => {
    const { token } = (await login({ email: admin.email, password: admin.password })).json();

    const [session] = await t.db
      .select()
      .from(adminSessions)
      .where(eq(adminSessions.tokenHash, hashSessionToken(token)));
    expect(session?.adminId).toBe(admin.id);
    const hoursLeft = ((session?.expiresAt.getTime() ?? 0) - Date.now()) / 3_600_000;
    expect(hoursLeft).toBeGreaterThan(719);
    expect(hoursLeft).toBeLessThanOrEqual(720);
  });

  it('refuses a wrong password with 401', async () => {
    const response = await login({ email: admin.email, password: 'senha-errada-1' });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'E-mail ou senha inválidos.' });
  });

  it('refuses an unknown e-mail with the same answer', async () => {
    const response = await login({ email: 'ninguem@teste.dev', password: admin.password });

    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ success: false, message: 'E-mail ou senha inválidos.' });
  });

  it('refuses a disabled administrator with the same answer', async () => {
    const disabled = await createTestAdmin(t.db, { active: false });

    const response = await login({ email: disabled.email, password: disabled.password });

    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('E-mail ou senha inválidos.');
  });

  it('answers 400 naming the missing field in Portuguese', async () => {
    const cases: [object, string][] = [
      [{ email: admin.email }, '* Senha inválida'],
      [{ password: 'x' }, 'O campo E-mail é obrigatório.'],
      [{ email: '', password: 'x' }, 'O campo E-mail é obrigatório.'],
    ];
    for (const [body, message] of cases) {
      const response = await login(body);

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message });
    }
  });

  it('limits attempts per address: the 11th within a minute gets 429 in Portuguese', async () => {
    const attempts = [];
    for (let i = 0; i < 10; i++)
      attempts.push(await login({ email: admin.email, password: 'errada-1' }, '10.9.8.7'));
    expect(attempts.map((response) => response.statusCode)).toEqual(Array(10).fill(401));

    const blocked = await login({ email: admin.email, password: admin.password }, '10.9.8.7');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Muitas tentativas\./),
    });
    expect(blocked.headers['retry-after']).toBeDefined();

    // Another address is not affected.
    expect((await login({ email: admin.email, password: admin.password }, '10.9.8.6')).statusCode).toBe(200);
  });
});
