import { describe, expect, it } from 'vitest';
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
});
