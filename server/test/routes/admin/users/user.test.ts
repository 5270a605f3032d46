import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userSessions, users } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

const edit = {
  firstName: '  Ana Paula ',
  lastName: 'Souza Lima',
  email: ' Ana.Paula@Exemplo.DEV ',
  phoneNumber: '(11) 91234-5678',
  active: true,
};

describe('GET /api/admin/users/{id}', () => {
  it('answers the user', async () => {
    const user = await createTestUser(t.db, { firstName: 'Carla', lastName: 'Dias' });

    const response = await t.app.inject({ url: `/api/admin/users/${user.id}`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      user: {
        id: user.id,
        firstName: 'Carla',
        lastName: 'Dias',
        email: user.email,
        phoneNumber: '(11) 98765-4321',
        status: 'ACTIVE',
        active: true,
        createdAt: user.createdAt.toISOString(),
      },
    });
  });

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    const missing = await t.app.inject({ url: '/api/admin/users/999999', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Usuário não encontrado.' });

    const malformed = await t.app.inject({ url: '/api/admin/users/abc', headers });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ success: false, message: 'O campo ID é inválido.' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/users/1' });
  });
});

describe('PUT /api/admin/users/{id}', () => {
  it('saves the edit popup, trimmed, with the e-mail lower-cased', async () => {
    const user = await createTestUser(t.db);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers,
      payload: edit,
    });

    expect(response.statusCode).toBe(200);
    const expected = {
      firstName: 'Ana Paula',
      lastName: 'Souza Lima',
      email: 'ana.paula@exemplo.dev',
      phoneNumber: '(11) 91234-5678',
      active: true,
    };
    expect(response.json()).toEqual({
      success: true,
      message: 'Usuário atualizado com sucesso!',
      user: expect.objectContaining({ id: user.id, ...expected }),
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored).toMatchObject(expected);
  });

  it('deactivating a user signs them out of the host dashboard', async () => {
    const user = await createTestUser(t.db);
    const hostHeaders = await userHeaders(t.db, user.id);
    expect((await t.app.inject({ url: '/api/users/me', headers: hostHeaders })).statusCode).toBe(200);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers,
      payload: { ...edit, email: user.email, active: false },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().user.active).toBe(false);
    expect((await t.app.inject({ url: '/api/users/me', headers: hostHeaders })).statusCode).toBe(401);
  });

  it('deactivating deletes every session of the user: reactivating brings no old token back', async () => {
    const user = await createTestUser(t.db);
    const other = await createTestUser(t.db);
    const phone = await userHeaders(t.db, user.id);
    const laptop = await userHeaders(t.db, user.id);
    const bystander = await userHeaders(t.db, other.id);
    const put = (active: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/users/${user.id}`,
        headers,
        payload: { ...edit, email: user.email, active },
      });

    expect((await put(false)).statusCode).toBe(200);
    expect(await t.db.select().from(userSessions).where(eq(userSessions.userId, user.id))).toEqual([]);
    expect((await put(true)).statusCode).toBe(200);

    for (const old of [phone, laptop]) {
      const response = await t.app.inject({ url: '/api/users/me', headers: old });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'Não autorizado.' });
    }
    expect((await t.app.inject({ url: '/api/users/me', headers: bystander })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/admin/me', headers })).statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(200);
    const fresh = { authorization: `Bearer ${login.json().token}`, 'x-user-id': String(user.id) };
    expect((await t.app.inject({ url: '/api/users/me', headers: fresh })).statusCode).toBe(200);
  });

  it('an edit that keeps the user active keeps their sessions', async () => {
    const user = await createTestUser(t.db);
    const hostHeaders = await userHeaders(t.db, user.id);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers,
      payload: { ...edit, email: user.email, active: true },
    });

    expect(response.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/users/me', headers: hostHeaders })).statusCode).toBe(200);
  });

  it("refuses another user's e-mail with a 409 and changes nothing", async () => {
    const taken = await createTestUser(t.db);
    const user = await createTestUser(t.db, { firstName: 'Original' });

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers,
      payload: { ...edit, email: taken.email.toUpperCase() },
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Este e-mail já está em uso por outro usuário.',
    });
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.firstName).toBe('Original');
  });

  it.each([
    [{ firstName: ' ' }, '* Nome obrigatório'],
    [{ lastName: '' }, '* Sobrenome obrigatório'],
    [{ email: '' }, '* E-mail obrigatório'],
    [{ email: 'sem-arroba' }, '* E-mail inválido'],
    [{ phoneNumber: '' }, '* Telefone obrigatório'],
    [{ phoneNumber: '11912345678' }, '* Telefone inválido'],
    [{ active: 'sim' }, 'O campo Ativo é inválido.'],
  ])('refuses %o with the form message', async (change, message) => {
    const user = await createTestUser(t.db, { event: null });

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${user.id}`,
      headers,
      payload: { ...edit, ...change },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('answers 404 for an unknown user', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/users/999999',
      headers,
      payload: edit,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ success: false, message: 'Usuário não encontrado.' });
  });

  it('is for administrators only', async () => {
    const user = await createTestUser(t.db, { event: null });
    await expectAdminOnly(t, { method: 'PUT', url: `/api/admin/users/${user.id}`, payload: edit });
    const [stored] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(stored?.firstName).toBe('Ana');
  });
});
