import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../../../src/auth/password';
import { preUserRequests } from '../../../../src/db/schema/index';
import { createTestUser } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';

const t = await build();
const host = await createTestUser(t.db);

function login(body: object, remoteAddress = '127.0.0.1') {
  return t.app.inject({ method: 'POST', url: '/api/users/login', payload: body, remoteAddress });
}

describe('POST /api/users/login', () => {
  it('answers a token and the host id for good credentials, whatever the e-mail case', async () => {
    const response = await login({ email: host.email.toUpperCase(), password: host.password });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      id: host.id,
    });
  });

  it('refuses a wrong password and an unknown e-mail with the same 401', async () => {
    const wrong = await login({ email: host.email, password: 'senha-errada-1' });
    const unknown = await login({ email: 'ninguem@teste.dev', password: host.password });

    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'E-mail ou senha inválidos.' });
    }
  });

  it('refuses a disabled host', async () => {
    const disabled = await createTestUser(t.db, { active: false, event: null });

    expect((await login({ email: disabled.email, password: disabled.password })).statusCode).toBe(401);
  });

  it('answers 400 naming the missing field in Portuguese', async () => {
    const response = await login({ password: host.password });

    expect(response.statusCode).toBe(400);
    // The form shows its own '* Campo obrigatório' under the field; an API answer has no field
    // beside it, so it says which one.
    expect(response.json()).toEqual({ success: false, message: 'O campo E-mail é obrigatório.' });
  });

  it('limits attempts per address separately from the admin login', async () => {
    for (let i = 0; i < 10; i++)
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: 'a@b.c', password: 'x' },
        remoteAddress: '10.1.1.1',
      });
    expect((await login({ email: host.email, password: host.password }, '10.1.1.1')).statusCode).toBe(200);

    for (let i = 0; i < 9; i++) await login({ email: host.email, password: 'errada-1' }, '10.1.1.1');
    const blocked = await login({ email: host.email, password: host.password }, '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().success).toBe(false);
  });

  describe('a registration whose event is not created yet', () => {
    async function registration(accountCreated = false, verified = true) {
      const email = `noiva-${Math.random().toString(36).slice(2)}@teste.dev`;
      await t.db.insert(preUserRequests).values({
        firstName: 'Bia',
        lastName: 'Lima',
        email,
        phoneNumber: '(11) 91234-5678',
        passwordHash: await hashPassword('segredo123'),
        paymentStatus: 'APPROVED',
        accountCreated,
        emailVerifiedAt: verified ? new Date() : null,
      });
      return email;
    }

    it('answers its right password that the event is still being prepared, pointing to its status', async () => {
      const email = await registration();

      const response = await login({ email, password: 'segredo123' }, '10.2.0.1');

      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        success: false,
        message:
          'Seu evento ainda está sendo preparado pela nossa equipe. Acompanhe a situação do seu cadastro.',
        preRegistration: true,
      });
    });

    it("answers a registration whose address was never confirmed like an unknown address: its password may be anyone's", async () => {
      const email = await registration(false, false);

      const response = await login({ email, password: 'segredo123' }, '10.2.0.3');

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'E-mail ou senha inválidos.' });
    });

    it('answers a wrong password the same 401 as an unknown address, so nothing tells it exists', async () => {
      const email = await registration();

      const response = await login({ email, password: 'errada-123' }, '10.2.0.2');

      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, message: 'E-mail ou senha inválidos.' });
    });
  });
});
