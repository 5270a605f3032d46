import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { auditLog, users } from '../../../../src/db/schema/index';
import { createTestUser, TEST_PASSWORD, userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { readOutbox } from '../../../helpers/outbox';

const t = await build();

const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/users/password', headers, payload });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });

describe("PUT /api/users/password ('Alterar senha')", () => {
  it("stores the new password, keeps this session and ends the host's others", async () => {
    const host = await createTestUser(t.db);
    const headers = await userHeaders(t.db, host.id);
    const elsewhere = await userHeaders(t.db, host.id);
    const other = await createTestUser(t.db);
    const otherHeaders = await userHeaders(t.db, other.id);

    const response = await change(headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'trocada-senha-1',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Senha alterada. Os outros aparelhos conectados foram desconectados.',
    });
    expect((await t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me', headers: elsewhere })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/users/me', headers: otherHeaders })).statusCode).toBe(200);
    expect((await login(host.email, 'trocada-senha-1')).statusCode).toBe(200);
    expect((await login(host.email, TEST_PASSWORD)).statusCode).toBe(401);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'user.password-changed'));
    expect(audit).toEqual([expect.objectContaining({ actorKind: 'host', actorId: host.id })]);
    await vi.waitFor(async () =>
      expect(
        (await readOutbox(t.config)).filter((mail) => mail.to === host.email).map((m) => m.subject),
      ).toEqual(['Sua senha da Celebra foi alterada']),
    );
  });

  it('refuses a wrong current password with a 403 that changes nothing and keeps the host signed in', async () => {
    const host = await createTestUser(t.db);
    const headers = await userHeaders(t.db, host.id);
    const elsewhere = await userHeaders(t.db, host.id);
    const [before] = await t.db.select().from(users).where(eq(users.id, host.id));

    const response = await change(headers, { currentPassword: 'errada-123', newPassword: 'trocada-senha-1' });

    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ success: false, message: 'Senha atual incorreta.' });
    const [after] = await t.db.select().from(users).where(eq(users.id, host.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect((await t.app.inject({ url: '/api/users/me', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me', headers: elsewhere })).statusCode).toBe(200);
  });

  it('holds the new password to the registration rule, naming the field', async () => {
    const host = await createTestUser(t.db);
    const headers = await userHeaders(t.db, host.id);

    const response = await change(headers, { currentPassword: TEST_PASSWORD, newPassword: 'semnumeros' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      message: '* A nova senha deve ter pelo menos 8 caracteres, incluindo letras e números',
    });
  });

  it('answers 429 past ten wrong current passwords, the right one included', async () => {
    const host = await createTestUser(t.db);
    const headers = await userHeaders(t.db, host.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        change(headers, { currentPassword: 'errada-123', newPassword: 'trocada-1x' }),
      ),
    );
    expect(answers.filter((answer) => answer.statusCode === 429)).toHaveLength(2);

    const right = await change(headers, { currentPassword: TEST_PASSWORD, newPassword: 'trocada-1x' });
    expect(right.statusCode).toBe(429);
    expect((await login(host.email, TEST_PASSWORD)).statusCode).toBe(200);
  });
});
