import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../../src/db/schema/index';
import { createTestUser, userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { expectUserOnly } from '../../../helpers/host-event';

const t = await build();

const DEFAULTS = {
  notifyGifts: true,
  notifyMessages: true,
  notifyConfirmations: true,
  notifyDailySummary: false,
};

async function signedInHost() {
  const host = await createTestUser(t.db);
  return { host, headers: await userHeaders(t.db, host.id) };
}

const stored = async (id: number) =>
  (
    await t.db
      .select({
        notifyGifts: users.notifyGifts,
        notifyMessages: users.notifyMessages,
        notifyConfirmations: users.notifyConfirmations,
        notifyDailySummary: users.notifyDailySummary,
      })
      .from(users)
      .where(eq(users.id, id))
  )[0];

describe('GET and PUT /api/users/notifications', () => {
  it("answers a new host's choices: every mail on, the daily summary off", async () => {
    const { headers } = await signedInHost();

    const response = await t.app.inject({ url: '/api/users/notifications', headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'OK', preferences: DEFAULTS });
  });

  it('saves the choices of the signed-in host only, and answers them', async () => {
    const { host, headers } = await signedInHost();
    const other = await createTestUser(t.db);
    const chosen = {
      notifyGifts: false,
      notifyMessages: true,
      notifyConfirmations: false,
      notifyDailySummary: true,
    };

    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/notifications',
      headers,
      payload: chosen,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Preferências de e-mail salvas com sucesso.',
      preferences: chosen,
    });
    expect(await stored(host.id)).toEqual(chosen);
    expect(await stored(other.id)).toEqual(DEFAULTS);
    const again = await t.app.inject({ url: '/api/users/notifications', headers });
    expect(again.json()).toEqual({ success: true, message: 'OK', preferences: chosen });
  });

  it('refuses a request without a session, with a stranger id, or from an administrator', async () => {
    await expectUserOnly(t, { url: '/api/users/notifications' });
    await expectUserOnly(t, { method: 'PUT', url: '/api/users/notifications', payload: DEFAULTS });
  });

  it.each([
    [{ notifyGifts: 'sim' }, 'O campo E-mail a cada presente é inválido.'],
    [{ notifyMessages: undefined }, 'O campo E-mail a cada recado é obrigatório.'],
    [{ notifyConfirmations: null }, 'O campo E-mail a cada confirmação é inválido.'],
    [{ notifyDailySummary: 1 }, 'O campo Resumo diário por e-mail é inválido.'],
  ])('refuses %j naming the field in Portuguese, changing nothing', async (change, message) => {
    const { host, headers } = await signedInHost();

    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/notifications',
      headers,
      payload: { ...DEFAULTS, notifyDailySummary: true, ...change },
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
    expect(await stored(host.id)).toEqual(DEFAULTS);
  });

  it('refuses a body that is not an object', async () => {
    const { headers } = await signedInHost();

    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/users/notifications',
      headers: { ...headers, 'content-type': 'application/json' },
      payload: '[]',
    });

    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message: expect.any(String) });
  });
});
