import { describe, expect, it } from 'vitest';
import { createTestUser, userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';

const t = await build();

describe('GET /api/users/me', () => {
  it('answers the host and their event', async () => {
    const host = await createTestUser(t.db, {
      firstName: 'Ana',
      lastName: 'Souza',
      event: { title: 'Ana & Pedro', subtitle: 'Casamento', slug: 'ana-e-pedro-me', color: '#FF0000' },
    });

    const response = await t.app.inject({ url: '/api/users/me', headers: await userHeaders(t.db, host.id) });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      user: {
        id: host.id,
        firstName: 'Ana',
        lastName: 'Souza',
        first_name: 'Ana',
        last_name: 'Souza',
        email: host.email,
        phoneNumber: host.phoneNumber,
      },
      event: {
        id: host.event?.id,
        slug: 'ana-e-pedro-me',
        title: 'Ana & Pedro',
        subtitle: 'Casamento',
        color: '#FF0000',
        avatarUrl: null,
        bannerUrl: null,
        titleDescription: null,
        description: null,
      },
    });
  });

  it('answers a null event for a host without one', async () => {
    const host = await createTestUser(t.db, { event: null });

    const response = await t.app.inject({ url: '/api/users/me', headers: await userHeaders(t.db, host.id) });

    expect(response.statusCode).toBe(200);
    expect(response.json().event).toBeNull();
  });

  it('works with the token the login returned, also after the server restarts', async () => {
    const host = await createTestUser(t.db, { event: null });
    const { token } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: host.email, password: host.password },
      })
    ).json();
    const headers = { authorization: `Bearer ${token}`, 'x-user-id': String(host.id) };

    const restarted = await t.restart();

    expect((await restarted.inject({ url: '/api/users/me', headers })).statusCode).toBe(200);
  });
});
