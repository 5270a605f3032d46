import { describe, expect, it } from 'vitest';
import { preUserRequests } from '../../../../src/db/schema/index';
import { createTestUser } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';

const t = await build();

// Each test asks from its own address: the look-up is limited per client.
const ask = (slug: string | undefined, remoteAddress: string) =>
  t.app.inject({
    url: '/api/users/slug-availability',
    query: slug === undefined ? {} : { slug },
    remoteAddress,
  });

async function requestWithSlug(slug: string, accountCreated = false) {
  await t.db.insert(preUserRequests).values({
    firstName: 'Rita',
    lastName: 'Lima',
    email: `${slug}-${accountCreated}@mail.com`,
    phoneNumber: '21998765432',
    passwordHash: 'hash',
    accountCreated,
    eventInfoJson: {
      eventTypeId: 1,
      eventCategoryId: 1,
      title: 'Casamento',
      slug,
      giftDeliveryPreference: 'cash',
      gifts: [1, 2, 3, 4],
    },
  });
}

describe('GET /api/users/slug-availability (public)', () => {
  it('answers a free link as available, trimmed and lower-cased, signed out', async () => {
    const response = await ask('  Rita-E-Leo-Livre ', '10.9.0.1');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'OK',
      slug: 'rita-e-leo-livre',
      available: true,
    });
  });

  it("a link of an event is taken whatever its case: 'O link está em uso, por favor, crie outro.'", async () => {
    await createTestUser(t.db, { event: { slug: 'ana-e-joao' } });

    const response = await ask('Ana-E-Joao', '10.9.0.2');

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'O link está em uso, por favor, crie outro.',
      slug: 'ana-e-joao',
      available: false,
    });
  });

  it('a link chosen by a pre-registration still waiting for its event is taken; once created, only the event holds it', async () => {
    await requestWithSlug('bodas-de-ouro-espera');
    await requestWithSlug('festa-ja-criada', true);

    const waiting = await ask('bodas-de-ouro-espera', '10.9.0.3');
    expect(waiting.json()).toMatchObject({
      available: false,
      message: 'O link está em uso, por favor, crie outro.',
    });
    const done = await ask('festa-ja-criada', '10.9.0.3');
    expect(done.json()).toMatchObject({ available: true, message: 'OK' });
  });

  it("refuses the platform's own paths, bad formats and a blank link with the reason", async () => {
    expect((await ask('API', '10.9.0.4')).json()).toEqual({
      success: true,
      message: 'Este link é reservado pela plataforma, por favor, crie outro.',
      slug: 'api',
      available: false,
    });
    for (const bad of ['ana e joão', 'ana--joao', '-ana', 'ana/joao']) {
      expect((await ask(bad, '10.9.0.4')).json(), bad).toMatchObject({
        message: 'O link deve ter apenas letras minúsculas, números e hífens.',
        available: false,
      });
    }
    expect((await ask('   ', '10.9.0.4')).json()).toEqual({
      success: true,
      message: '* Campo obrigatório',
      slug: '',
      available: false,
    });
  });

  it('answers 400 naming the field when the link is missing or too long', async () => {
    const missing = await ask(undefined, '10.9.0.5');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ success: false, message: 'O campo Link é inválido.' });

    const long = await ask('a'.repeat(500), '10.9.0.5');
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^O campo Link deve ter no máximo \d+ caracteres\.$/),
    });
  });

  it('answers 429 in Portuguese past 60 look-ups a minute from one address; another is still served', async () => {
    for (let i = 0; i < 60; i++) {
      expect((await ask(`link-${i}`, '10.9.0.6')).statusCode).toBe(200);
    }

    const refused = await ask('mais-um', '10.9.0.6');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Muitas tentativas\. Tente novamente em \d+ segundos\.$/),
    });
    expect((await ask('mais-um', '10.9.0.7')).statusCode).toBe(200);
  }, 20_000);
});

describe('GET /api/users/fetch-gifts-slug (public): the other way to ask whether a link is taken', () => {
  const fetchGifts = (slug: string, remoteAddress: string) =>
    t.app.inject({
      url: '/api/users/fetch-gifts-slug',
      query: { event_category_id: '999999', slug },
      remoteAddress,
    });

  it('answers 429 past 60 look-ups a minute from one address, like slug-availability; another is still served', async () => {
    for (let i = 0; i < 60; i++) {
      expect((await fetchGifts(`link-${i}`, '10.9.1.6')).statusCode).toBe(404);
    }

    const refused = await fetchGifts('mais-um', '10.9.1.6');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      message: expect.stringMatching(/^Muitas tentativas\. Tente novamente em \d+ segundos\.$/),
    });
    expect((await fetchGifts('mais-um', '10.9.1.7')).statusCode).toBe(404);
  }, 20_000);
});
