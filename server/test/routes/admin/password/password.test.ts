import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../../../src/auth/password';
import { admins } from '../../../../src/db/schema/index';
import {
  adminHeaders,
  createTestAdmin,
  createTestUser,
  TEST_PASSWORD,
  userHeaders,
} from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';

const t = await build();

const change = (headers: Record<string, string>, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'PUT', url: '/api/admin/password', headers, payload });

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/admin/login', payload: { email, password } });

describe('PUT /api/admin/password', () => {
  it('stores the new password as argon2id; the old one stops working', async () => {
    const admin = await createTestAdmin(t.db);
    const headers = await adminHeaders(t.db, admin.id);

    const response = await change(headers, {
      currentPassword: TEST_PASSWORD,
      newPassword: 'nova-senha-2025',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });
    const [stored] = await t.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(stored?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(await verifyPassword(stored?.passwordHash ?? '', 'nova-senha-2025')).toBe(true);
    expect((await login(admin.email, 'nova-senha-2025')).statusCode).toBe(200);
    expect((await login(admin.email, TEST_PASSWORD)).statusCode).toBe(401);
  });

  it("keeps this session signed in and ends the administrator's other sessions", async () => {
    const admin = await createTestAdmin(t.db);
    const other = await createTestAdmin(t.db);
    const headers = await adminHeaders(t.db, admin.id);
    const elsewhere = await adminHeaders(t.db, admin.id);
    const yetAnother = await adminHeaders(t.db, admin.id);
    const otherAdmin = await adminHeaders(t.db, other.id);
    const host = await userHeaders(t.db, (await createTestUser(t.db)).id);

    expect(
      (await change(headers, { currentPassword: TEST_PASSWORD, newPassword: 'outra-senha-1' })).statusCode,
    ).toBe(200);

    expect((await t.app.inject({ url: '/api/admin/me', headers })).statusCode).toBe(200);
    for (const old of [elsewhere, yetAnother]) {
      const response = await t.app.inject({ url: '/api/admin/me', headers: old });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Não autorizado.' });
    }
    expect((await t.app.inject({ url: '/api/admin/me', headers: otherAdmin })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me', headers: host })).statusCode).toBe(200);
  });

  it('refuses a wrong current password with a 400 that keeps the administrator signed in', async () => {
    const admin = await createTestAdmin(t.db);
    const headers = await adminHeaders(t.db, admin.id);
    const [before] = await t.db.select().from(admins).where(eq(admins.id, admin.id));

    const response = await change(headers, { currentPassword: 'errada', newPassword: 'nova-senha-2025' });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: 'Senha atual incorreta.' });
    const [after] = await t.db.select().from(admins).where(eq(admins.id, admin.id));
    expect(after?.passwordHash).toBe(before?.passwordHash);
    expect((await t.app.inject({ url: '/api/admin/me', headers })).statusCode).toBe(200);
  });

  it.each([
    [{ newPassword: 'nova-senha-2025' }, 'O campo Senha atual é obrigatório.'],
    [{ currentPassword: TEST_PASSWORD, newPassword: '' }, 'O campo Nova senha é obrigatório.'],
    [{ currentPassword: '', newPassword: 'nova-senha-2025' }, 'O campo Senha atual é obrigatório.'],
  ])('refuses %o, naming the missing field', async (payload, message) => {
    const admin = await createTestAdmin(t.db);
    const response = await change(await adminHeaders(t.db, admin.id), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it.each(['curta-123', 'senha de 3', 'onzeletras'])(
    'refuses %o: under 12 characters and under 4 words; the password stays',
    async (newPassword) => {
      const admin = await createTestAdmin(t.db);
      const [before] = await t.db.select().from(admins).where(eq(admins.id, admin.id));

      const response = await change(await adminHeaders(t.db, admin.id), {
        currentPassword: TEST_PASSWORD,
        newPassword,
      });

      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message:
          'A nova senha deve ter pelo menos 12 caracteres, ou ser uma frase de pelo menos 4 palavras separadas por espaços.',
      });
      const [after] = await t.db.select().from(admins).where(eq(admins.id, admin.id));
      expect(after?.passwordHash).toBe(before?.passwordHash);
    },
  );

  it.each(['doze-letras!', 'sol mar céu lua'])(
    'accepts %o (12 characters, or 4 words)',
    async (newPassword) => {
      const admin = await createTestAdmin(t.db);
      const response = await change(await adminHeaders(t.db, admin.id), {
        currentPassword: TEST_PASSWORD,
        newPassword,
      });
      expect(response.statusCode).toBe(200);
      expect((await login(admin.email, newPassword)).statusCode).toBe(200);
    },
  );

  it('is for administrators only', async () => {
    await expectAdminOnly(t, {
      method: 'PUT',
      url: '/api/admin/password',
      payload: { currentPassword: TEST_PASSWORD, newPassword: 'nova-senha-2025' },
    });
  });
});
