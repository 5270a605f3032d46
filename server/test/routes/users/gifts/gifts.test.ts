import { DEFAULT_GIFT_NOTICE } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../../../src/db/client';
import {
  eventCategories,
  eventGifts,
  giftSuggestions,
  gifts,
  purchaseItems,
  purchases,
} from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createTestCategory } from '../../../helpers/catalog';
import {
  addGiftsToEvent,
  createHostEvent,
  expectOtherHost404,
  expectUserOnly,
  setPercentageGift,
} from '../../../helpers/host-event';
import { pngImage, storedFiles, uploadForm } from '../../../helpers/images';

const t = await build();
await setPercentageGift(t.db, 10);

const listedGiftIds = async (eventId: number) =>
  (await t.db.select().from(eventGifts).where(eq(eventGifts.eventId, eventId))).map((row) => row.giftId);

let slugs = 0;

/** A host's event with a public address and `count` catalogue gifts on its list (10, 20, 30… reais). */
async function listWith(count: number) {
  const slug = `lista-presentes-${++slugs}`;
  const host = await createHostEvent(t.db, { event: { slug } });
  const giftIds =
    count === 0
      ? []
      : await addGiftsToEvent(
          t.db,
          host.event.id,
          Array.from({ length: count }, (_, i) => ({
            name: `Presente ${i + 1}`,
            priceCents: (i + 1) * 1_000,
          })),
        );
  return { ...host, slug, giftIds };
}

/** The gifts guests see now (the cached page, once the database's notices are in). */
async function publicGifts(slug: string) {
  await t.app.publicEventChangesHeard();
  const response = await t.app.inject({ url: `/api/guests/event/${slug}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().event.gifts as {
    id: number;
    name: string;
    price: number;
    remaining: number | null;
  }[];
}

/** A guest's purchase of `quantity` units or cotas, held (PENDING) or paid (APPROVED). */
async function purchase(
  db: Db,
  eventId: number,
  giftId: number,
  quantity: number,
  status: 'PENDING' | 'APPROVED' = 'PENDING',
) {
  const [row] = await db
    .insert(purchases)
    .values({
      eventId,
      guestName: 'Tia Maria',
      guestEmail: 'tia@example.com',
      userAmountCents: 1_000 * quantity,
      totalPriceCents: 1_100 * quantity,
      percentage: 10,
      status,
    })
    .returning({ id: purchases.id });
  if (!row) throw new Error('purchase not inserted');
  await db
    .insert(purchaseItems)
    // As the purchase marks it: a line of a gift with a quantity takes its units (the trigger
    // leaves a gift without one alone either way).
    .values({
      purchaseId: row.id,
      giftId,
      giftName: 'Presente',
      unitPriceCents: 1_000,
      quantity,
      claimsUnits: true,
    });
}

const giftForm = (fields: Record<string, string>, image?: Buffer) =>
  uploadForm(
    fields,
    image ? { field: 'image', data: image, name: 'foto.png', type: 'image/png' } : undefined,
  );

describe('GET /api/users/gifts/{eventId}', () => {
  it("answers the whole list in the host's order at the guests' price, the percentage, the notice and the minimum", async () => {
    const { event, host, headers } = await createHostEvent(t.db);
    const [toalha, antigo] = await addGiftsToEvent(t.db, event.id, [
      { name: 'Toalha', priceCents: 4550, imageUrl: '/media/t.webp' },
      { name: 'Antigo', priceCents: 1000, active: false },
    ]);
    await t.db
      .update(eventGifts)
      .set({ hidden: true })
      .where(eq(eventGifts.giftId, antigo ?? 0));
    await t.db.insert(giftSuggestions).values([
      {
        userId: host.id,
        eventId: event.id,
        title: 'Cafeteira',
        description: '',
        createdAt: new Date('2030-01-01'),
      },
    ]);

    const response = await t.app.inject({ url: `/api/users/gifts/${event.id}`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      gifts: [
        // 45.50 × 1.10 = 50.05
        {
          id: toalha,
          name: 'Toalha',
          description: '',
          kind: 'item',
          price: 50.05,
          priceWithoutFee: 45.5,
          imageUrl: '/media/t.webp',
          isAvailable: true,
          quantity: null,
          remaining: null,
          hidden: false,
          custom: false,
          given: 0,
        },
        {
          id: antigo,
          name: 'Antigo',
          description: '',
          kind: 'item',
          price: 11,
          priceWithoutFee: 10,
          imageUrl: null,
          // Deactivated in the catalogue, still on (and for sale from) this list.
          isAvailable: true,
          quantity: null,
          remaining: null,
          hidden: true,
          custom: false,
          given: 0,
        },
      ],
      giftSuggestions: [expect.objectContaining({ title: 'Cafeteira', description: null })],
      percentageGift: 10,
      giftNotice: { text: DEFAULT_GIFT_NOTICE, isDefault: true },
      minimumGifts: 4,
    });
  });

  it('counts what guests gave: units of an unlimited gift from the purchases, cotas from the line', async () => {
    const { event, headers, giftIds } = await listWith(2);
    const [unlimited = 0, cotas = 0] = giftIds;
    await t.db.update(eventGifts).set({ kind: 'cotas', quantity: 10 }).where(eq(eventGifts.giftId, cotas));
    await purchase(t.db, event.id, unlimited, 2);
    await purchase(t.db, event.id, unlimited, 1, 'APPROVED');
    await purchase(t.db, event.id, cotas, 3);

    const response = await t.app.inject({ url: `/api/users/gifts/${event.id}`, headers });

    expect(response.json().gifts).toEqual([
      expect.objectContaining({ id: unlimited, given: 3, remaining: null }),
      expect.objectContaining({ id: cotas, given: 3, quantity: 10, remaining: 7 }),
    ]);
  });

  it("refuses without a host session and answers 404 for another host's event", async () => {
    const { event } = await createHostEvent(t.db);
    await expectUserOnly(t, { url: `/api/users/gifts/${event.id}` });
    await expectOtherHost404(t, { url: `/api/users/gifts/${event.id}` });
  });
});

describe('GET /api/users/gifts/{eventId}/catalog', () => {
  it("offers the active catalogue gifts of the event's category, searches its type's categories without accents, and marks those on the list", async () => {
    const { type, category } = await createTestCategory(t.db);
    const [other] = await t.db
      .insert(eventCategories)
      .values({ name: 'Viagem', eventTypeId: type.id })
      .returning();
    const { event, headers } = await createHostEvent(t.db, { event: { eventCategoryId: category.id } });
    const [cafe, panela, inactive, viagem] = await t.db
      .insert(gifts)
      .values([
        {
          name: 'Cafeteira',
          description: 'Para o Café da manhã',
          priceCents: 20_000,
          eventCategoryId: category.id,
        },
        { name: 'Panela 100%', description: 'Inox', priceCents: 10_000, eventCategoryId: category.id },
        {
          name: 'Café antigo',
          description: '',
          priceCents: 5_000,
          eventCategoryId: category.id,
          active: false,
        },
        { name: 'Passeio de CAFÉ', description: '', priceCents: 30_000, eventCategoryId: other?.id },
      ])
      .returning();
    // Another host's own gift is never offered, whatever it is called.
    const stranger = await createHostEvent(t.db);
    await t.db
      .insert(gifts)
      .values({ name: 'Café do vizinho', priceCents: 1_000, ownerEventId: stranger.event.id });
    await t.db.insert(eventGifts).values({ eventId: event.id, giftId: panela?.id ?? 0 });

    const byCategory = await t.app.inject({ url: `/api/users/gifts/${event.id}/catalog`, headers });
    expect(byCategory.statusCode, byCategory.body).toBe(200);
    expect(byCategory.json()).toEqual({
      success: true,
      message: expect.any(String),
      categories: [
        { id: category.id, name: category.name },
        { id: other?.id, name: 'Viagem' },
      ],
      gifts: [
        {
          id: cafe?.id,
          name: 'Cafeteira',
          description: 'Para o Café da manhã',
          price: 200,
          priceWithFee: 220,
          imageUrl: null,
          eventCategoryId: category.id,
          onList: false,
        },
        expect.objectContaining({ id: panela?.id, onList: true, price: 100, priceWithFee: 110 }),
      ],
    });

    const searched = await t.app.inject({ url: `/api/users/gifts/${event.id}/catalog?search=cafe`, headers });
    expect(searched.json().gifts.map((gift: { id: number }) => gift.id)).toEqual([cafe?.id, viagem?.id]);

    const inCategory = await t.app.inject({
      url: `/api/users/gifts/${event.id}/catalog?search=CAF%C3%89&eventCategoryId=${other?.id}`,
      headers,
    });
    expect(inCategory.json().gifts.map((gift: { id: number }) => gift.id)).toEqual([viagem?.id]);

    // A search's % is a character, not a wildcard.
    const literal = await t.app.inject({
      url: `/api/users/gifts/${event.id}/catalog?search=100%25`,
      headers,
    });
    expect(literal.json().gifts.map((gift: { id: number }) => gift.id)).toEqual([panela?.id]);
    const none = await t.app.inject({ url: `/api/users/gifts/${event.id}/catalog?search=%25`, headers });
    expect(none.json().gifts.map((gift: { id: number }) => gift.id)).toEqual([panela?.id]);
    expect(inactive).toBeDefined();
  });

  it('answers 400 naming the field for a bad category or a search too long', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const bad = await t.app.inject({
      url: `/api/users/gifts/${event.id}/catalog?eventCategoryId=abc`,
      headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/categoria/i);
    const long = await t.app.inject({
      url: `/api/users/gifts/${event.id}/catalog?search=${'a'.repeat(101)}`,
      headers,
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Busca');
  });

  it("refuses without a host session and answers 404 for another host's event", async () => {
    const { event } = await createHostEvent(t.db);
    await expectUserOnly(t, { url: `/api/users/gifts/${event.id}/catalog` });
    await expectOtherHost404(t, { url: `/api/users/gifts/${event.id}/catalog` });
  });
});

describe('POST /api/users/gifts/{eventId}/catalog', () => {
  it('appends the chosen catalogue gifts in order, skipping those on the list already', async () => {
    const { event, headers, giftIds } = await listWith(2);
    const [jarra, copo] = await t.db
      .insert(gifts)
      .values([
        { name: 'Jarra', priceCents: 3_000 },
        { name: 'Copo', priceCents: 500 },
      ])
      .returning({ id: gifts.id });

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/gifts/${event.id}/catalog`,
      headers,
      payload: { giftIds: [copo?.id, giftIds[0], jarra?.id, copo?.id] },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Presentes adicionados à lista.');
    expect(response.json().gifts.map((gift: { name: string }) => gift.name)).toEqual([
      'Presente 1',
      'Presente 2',
      'Copo',
      'Jarra',
    ]);
  });

  it("refuses a deactivated, unknown or another host's own gift, adding nothing", async () => {
    const { event, headers, giftIds } = await listWith(1);
    const stranger = await createHostEvent(t.db);
    const [ok, inactive, foreign] = await t.db
      .insert(gifts)
      .values([
        { name: 'Bom', priceCents: 1_000 },
        { name: 'Inativo', priceCents: 1_000, active: false },
        { name: 'Do vizinho', priceCents: 1_000, ownerEventId: stranger.event.id },
      ])
      .returning({ id: gifts.id });
    for (const id of [inactive?.id, foreign?.id, 999_999]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/users/gifts/${event.id}/catalog`,
        headers,
        payload: { giftIds: [ok?.id, id] },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        message:
          'Um dos presentes escolhidos não está mais disponível no catálogo. Atualize a página e escolha novamente.',
      });
    }
    expect(await listedGiftIds(event.id)).toEqual(giftIds);

    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/users/gifts/${event.id}/catalog`,
      headers,
      payload: { giftIds: [] },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Escolha ao menos um presente do catálogo.');
  });

  it("refuses without a host session, and another host's token adds nothing", async () => {
    const { event } = await createHostEvent(t.db);
    const [gift] = await t.db
      .insert(gifts)
      .values({ name: 'X', priceCents: 100 })
      .returning({ id: gifts.id });
    const request = {
      method: 'POST' as const,
      url: `/api/users/gifts/${event.id}/catalog`,
      payload: { giftIds: [gift?.id] },
    };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    expect(await listedGiftIds(event.id)).toEqual([]);
  });
});

describe('POST /api/users/gifts/{eventId}/custom', () => {
  it("creates the host's own gift with its photo, stored as webp and served, at the end of the list", async () => {
    const { event, headers, slug } = await listWith(1);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/gifts/${event.id}/custom`,
      headers,
      payload: giftForm(
        {
          name: 'Quadro pintado',
          description: 'Feito pela avó',
          giftKind: 'item',
          price: '250,00',
          quantity: '1',
        },
        await pngImage(900, 600),
      ),
    });

    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Presente criado e adicionado à lista.');
    const created = body.gifts[1];
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'Quadro pintado',
      description: 'Feito pela avó',
      kind: 'item',
      price: 275,
      priceWithoutFee: 250,
      imageUrl: expect.stringMatching(/^\/media\/gifts\/[0-9a-f-]{36}\.webp$/),
      isAvailable: true,
      quantity: 1,
      remaining: 1,
      hidden: false,
      custom: true,
      given: 0,
    });
    const served = await t.app.inject({ url: created.imageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const [row] = await t.db.select().from(gifts).where(eq(gifts.id, created.id));
    expect(row).toMatchObject({ ownerEventId: event.id, eventCategoryId: null, priceCents: 25_000 });
    expect((await publicGifts(slug)).map((gift) => gift.name)).toEqual(['Presente 1', 'Quadro pintado']);
  });

  it('splits a gift in cotas: R$ 6.000 in 20 cotas is R$ 300 a cota, R$ 330 with the fee', async () => {
    const { event, headers, slug } = await listWith(0);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/gifts/${event.id}/custom`,
      headers,
      payload: giftForm({ name: 'Lua de mel', giftKind: 'cotas', price: '6000', shares: '20' }),
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().gifts).toEqual([
      expect.objectContaining({
        name: 'Lua de mel',
        kind: 'cotas',
        price: 330,
        priceWithoutFee: 300,
        quantity: 20,
        remaining: 20,
        imageUrl: null,
      }),
    ]);
    expect(await publicGifts(slug)).toEqual([
      expect.objectContaining({ name: 'Lua de mel', price: 330, priceWithoutFee: 300, remaining: 20 }),
    ]);
  });

  it('keeps a free amount with its minimum and no quantity', async () => {
    const { event, headers } = await listWith(0);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/gifts/${event.id}/custom`,
      headers,
      payload: giftForm({ name: 'Contribuição livre', giftKind: 'free', price: '50', quantity: '3' }),
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().gifts).toEqual([
      expect.objectContaining({
        kind: 'free',
        priceWithoutFee: 50,
        price: 55,
        quantity: null,
        remaining: null,
      }),
    ]);
  });

  it('refuses cotas that do not split evenly, and other bad fields, naming them and storing nothing', async () => {
    const { event, headers, dataDir } = { ...(await listWith(0)), dataDir: t.dataDir };
    const before = await storedFiles(`${dataDir}/media`);
    const cases: [Record<string, string>, string][] = [
      [
        { name: 'Lua de mel', giftKind: 'cotas', price: '100', shares: '3' },
        'O valor total precisa se dividir em cotas iguais, de centavos inteiros: ajuste o valor ou o número de cotas.',
      ],
      [{ name: 'Lua de mel', giftKind: 'cotas', price: '100' }, 'cotas'],
      [{ name: '', giftKind: 'item', price: '100' }, 'nome'],
      [{ name: 'Copo', giftKind: 'item', price: 'abc' }, 'Preço'],
      [{ name: 'Copo', giftKind: 'outro', price: '10' }, 'tipo de presente'],
      [{ name: 'Copo', giftKind: 'item', price: '10', quantity: '0' }, 'quantidade'],
    ];
    for (const [fields, named] of cases) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/users/gifts/${event.id}/custom`,
        headers,
        payload: giftForm(fields, await pngImage()),
      });
      expect(response.statusCode, JSON.stringify(fields)).toBe(400);
      expect(response.json().message.toLowerCase()).toContain(named.toLowerCase());
    }
    expect(await listedGiftIds(event.id)).toEqual([]);
    expect(await storedFiles(`${dataDir}/media`)).toEqual(before);
  });

  it('limits the uploads of one host to 120 an hour', async () => {
    const { event, headers } = await listWith(0);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/users/gifts/${event.id}/custom`,
        headers,
        payload: giftForm({ name: '', price: '10' }),
      });
    for (let i = 0; i < 120; i++) expect((await send()).statusCode).toBe(400);

    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/tente novamente/i);
  });

  it("refuses without a host session, and another host's token creates nothing", async () => {
    const { event } = await createHostEvent(t.db);
    const request = {
      method: 'POST' as const,
      url: `/api/users/gifts/${event.id}/custom`,
      payload: giftForm({ name: 'Intruso', price: '10' }),
    };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, { ...request, payload: giftForm({ name: 'Intruso', price: '10' }) });
    expect(await listedGiftIds(event.id)).toEqual([]);
  });
});

describe('PUT /api/users/gifts/{eventId}/{giftId}', () => {
  it('changes a catalogue gift on this list only: the catalogue row is untouched, guests see the new name and price', async () => {
    const { event, headers, slug, giftIds } = await listWith(2);
    const [first = 0] = giftIds;
    const other = await listWith(0);
    await t.db.insert(eventGifts).values({ eventId: other.event.id, giftId: first });
    expect((await publicGifts(slug))[0]).toMatchObject({ name: 'Presente 1', price: 11 });

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/gifts/${event.id}/${first}`,
      headers,
      payload: giftForm(
        { name: 'Jogo de panelas', description: 'Antiaderente', giftKind: 'item', price: '80' },
        await pngImage(),
      ),
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Presente atualizado.');
    const [catalogue] = await t.db.select().from(gifts).where(eq(gifts.id, first));
    expect(catalogue).toMatchObject({
      name: 'Presente 1',
      description: '',
      priceCents: 1_000,
      imageUrl: null,
    });
    expect((await publicGifts(slug))[0]).toMatchObject({
      id: first,
      name: 'Jogo de panelas',
      description: 'Antiaderente',
      price: 88,
      priceWithoutFee: 80,
      imageUrl: expect.stringMatching(/^\/media\/gifts\//),
    });
    expect((await publicGifts(other.slug))[0]).toMatchObject({
      name: 'Presente 1',
      price: 11,
      imageUrl: null,
    });
  });

  it("replaces an own gift's photo and removes the one it replaced", async () => {
    const { event, headers } = await listWith(0);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/users/gifts/${event.id}/custom`,
      headers,
      payload: giftForm({ name: 'Quadro', price: '100' }, await pngImage()),
    });
    const [own] = created.json().gifts;
    const oldKey = own.imageUrl.replace('/media/', '');

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/gifts/${event.id}/${own.id}`,
      headers,
      payload: giftForm({ name: 'Quadro grande', price: '120' }, await pngImage(200, 200, '#3c3')),
    });

    expect(response.statusCode, response.body).toBe(200);
    const [updated] = response.json().gifts;
    expect(updated).toMatchObject({ name: 'Quadro grande', priceWithoutFee: 120, custom: true });
    expect(updated.imageUrl).not.toBe(own.imageUrl);
    const files = await storedFiles(`${t.dataDir}/media`);
    expect(files).not.toContain(oldKey);
    expect(files).toContain(updated.imageUrl.replace('/media/', ''));
  });

  it('refuses a quantity below what guests already hold, saying how many', async () => {
    const { event, headers, giftIds } = await listWith(1);
    const [gift = 0] = giftIds;
    await purchase(t.db, event.id, gift, 3);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/gifts/${event.id}/${gift}`,
      headers,
      payload: giftForm({ name: 'Presente 1', price: '10', quantity: '2' }),
    });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message:
        'Já foram presenteadas 3 unidades ou cotas deste presente: a quantidade não pode ser menor que isso.',
    });

    // Limiting it to what remains counts the purchases already made.
    const limited = await t.app.inject({
      method: 'PUT',
      url: `/api/users/gifts/${event.id}/${gift}`,
      headers,
      payload: giftForm({ name: 'Presente 1', price: '10', quantity: '4' }),
    });
    expect(limited.statusCode, limited.body).toBe(200);
    expect(limited.json().gifts[0]).toMatchObject({ quantity: 4, remaining: 1, given: 3 });
  });

  it('keeps the price of a cota once cotas were given, and lets the number of cotas change at that price', async () => {
    const { event, headers } = await listWith(0);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/users/gifts/${event.id}/custom`,
      headers,
      payload: giftForm({ name: 'Lua de mel', giftKind: 'cotas', price: '6000', shares: '20' }),
    });
    const [cotas] = created.json().gifts;
    await purchase(t.db, event.id, cotas.id, 2);
    const edit = (fields: Record<string, string>) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/gifts/${event.id}/${cotas.id}`,
        headers,
        payload: giftForm({ name: 'Lua de mel', giftKind: 'cotas', ...fields }),
      });

    const repriced = await edit({ price: '8000', shares: '20' });
    expect(repriced.statusCode).toBe(409);
    expect(repriced.json().message).toBe(
      'Este presente já tem cotas presenteadas: o valor de cada cota não pode mudar. Você pode mudar o número de cotas mantendo o valor de cada uma.',
    );
    const kind = await edit({ giftKind: 'item', price: '300' });
    expect(kind.statusCode).toBe(409);

    const more = await edit({ price: '9000', shares: '30' });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().gifts[0]).toMatchObject({
      priceWithoutFee: 300,
      quantity: 30,
      remaining: 28,
      given: 2,
    });
  });

  it("splits a catalogue gift in cotas whose price stays the host's when the catalogue is repriced", async () => {
    const { event, headers, giftIds } = await listWith(1);
    const [gift = 0] = giftIds;

    // R$ 40 in 4 cotas: R$ 10 a cota, the catalogue's price for one unit today.
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/gifts/${event.id}/${gift}`,
      headers,
      payload: giftForm({ name: 'Presente 1', giftKind: 'cotas', price: '40', shares: '4' }),
    });
    expect(response.statusCode, response.body).toBe(200);
    await t.db.update(gifts).set({ priceCents: 5_000 }).where(eq(gifts.id, gift));

    const listed = await t.app.inject({ url: `/api/users/gifts/${event.id}`, headers });
    expect(listed.json().gifts[0]).toMatchObject({ kind: 'cotas', priceWithoutFee: 10, quantity: 4 });
  });

  it('answers 404 for a gift not on the list, storing nothing', async () => {
    const { event, headers } = await listWith(1);
    const other = await listWith(1);
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/gifts/${event.id}/${other.giftIds[0]}`,
      headers,
      payload: giftForm({ name: 'X', price: '10' }, await pngImage()),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Presente não encontrado na lista do evento.',
    });
  });

  it("refuses without a host session, and another host's token changes nothing", async () => {
    const { event, giftIds } = await listWith(1);
    const url = `/api/users/gifts/${event.id}/${giftIds[0]}`;
    await expectUserOnly(t, { method: 'PUT', url, payload: giftForm({ name: 'Intruso', price: '1' }) });
    await expectOtherHost404(t, { method: 'PUT', url, payload: giftForm({ name: 'Intruso', price: '1' }) });
    const [line] = await t.db.select().from(eventGifts).where(eq(eventGifts.eventId, event.id));
    expect(line?.name).toBeNull();
  });
});

describe('PUT /api/users/gifts/{eventId}/order', () => {
  it("puts the list, and the guests' page, in the host's order", async () => {
    const { event, headers, slug, giftIds } = await listWith(3);
    const [a = 0, b = 0, c = 0] = giftIds;
    await publicGifts(slug);

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/users/gifts/${event.id}/order`,
      headers,
      payload: { giftIds: [c, a, b] },
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().gifts.map((gift: { id: number }) => gift.id)).toEqual([c, a, b]);
    expect((await publicGifts(slug)).map((gift) => gift.id)).toEqual([c, a, b]);
  });

  it('refuses an order that is not exactly the list, each once', async () => {
    const { event, headers, giftIds } = await listWith(3);
    const [a = 0, b = 0, c = 0] = giftIds;
    const other = await listWith(1);
    for (const order of [
      [a, b],
      [a, b, c, c],
      [a, b, other.giftIds[0] ?? 0],
    ]) {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/users/gifts/${event.id}/order`,
        headers,
        payload: { giftIds: order },
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(
        'A nova ordem precisa ter todos os presentes da lista, uma vez cada. Atualize a página e tente novamente.',
      );
    }
  });

  it("refuses without a host session and answers 404 for another host's event", async () => {
    const { event, giftIds } = await listWith(1);
    const request = {
      method: 'PUT' as const,
      url: `/api/users/gifts/${event.id}/order`,
      payload: { giftIds },
    };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
  });
});

describe('PUT /api/users/gifts/{eventId}/{giftId}/visibility', () => {
  it('hides a gift from guests and shows it again; below four visible gifts hiding is refused', async () => {
    const { event, headers, slug, giftIds } = await listWith(5);
    const [first = 0, second = 0] = giftIds;
    const setHidden = (giftId: number, hidden: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/users/gifts/${event.id}/${giftId}/visibility`,
        headers,
        payload: { hidden },
      });

    const hidden = await setHidden(first, true);
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().message).toBe('Presente oculto para os convidados.');
    expect(hidden.json().gifts[0]).toMatchObject({ id: first, hidden: true });
    expect((await publicGifts(slug)).map((gift) => gift.id)).not.toContain(first);

    const refused = await setHidden(second, true);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'A lista precisa ter ao menos 4 presentes visíveis para os convidados. Adicione ou mostre outro presente antes.',
    );

    const shown = await setHidden(first, false);
    expect(shown.statusCode).toBe(200);
    expect((await publicGifts(slug)).map((gift) => gift.id)).toEqual(giftIds);
  });

  it('answers 400 naming the field for a bad body and 404 for a gift not on the list', async () => {
    const { event, headers, giftIds } = await listWith(5);
    const bad = await t.app.inject({
      method: 'PUT',
      url: `/api/users/gifts/${event.id}/${giftIds[0]}/visibility`,
      headers,
      payload: { hidden: 'sim' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('Oculto para os convidados');
    const missing = await t.app.inject({
      method: 'PUT',
      url: `/api/users/gifts/${event.id}/999999/visibility`,
      headers,
      payload: { hidden: true },
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Presente não encontrado na lista do evento.');
  });

  it("refuses without a host session, and another host's token hides nothing", async () => {
    const { event, giftIds } = await listWith(5);
    const request = {
      method: 'PUT' as const,
      url: `/api/users/gifts/${event.id}/${giftIds[0]}/visibility`,
      payload: { hidden: true },
    };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    const lines = await t.db.select().from(eventGifts).where(eq(eventGifts.eventId, event.id));
    expect(lines.every((line) => !line.hidden)).toBe(true);
  });
});

describe('DELETE /api/users/gifts/{eventId}/{giftId}', () => {
  it('takes a catalogue gift off the list (the catalogue keeps it) and answers the remaining gifts', async () => {
    const { event, headers, giftIds } = await listWith(5);
    const [first = 0, ...rest] = giftIds;

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/gifts/${event.id}/${first}`,
      headers,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Presente removido com sucesso.');
    expect(response.json().gifts.map((gift: { id: number }) => gift.id)).toEqual(rest);
    expect(await listedGiftIds(event.id)).toEqual(rest);
    expect(await t.db.select().from(gifts).where(eq(gifts.id, first))).toHaveLength(1);
  });

  it('refuses leaving fewer than four visible gifts, but a hidden one can always go', async () => {
    const { event, headers, giftIds } = await listWith(4);
    const [first = 0, second = 0] = giftIds;
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/gifts/${event.id}/${first}`,
      headers,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'A lista precisa ter ao menos 4 presentes visíveis para os convidados. Adicione ou mostre outro presente antes.',
    );
    await t.db.update(eventGifts).set({ hidden: true }).where(eq(eventGifts.giftId, second));
    const hidden = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/gifts/${event.id}/${second}`,
      headers,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(await listedGiftIds(event.id)).toHaveLength(3);
  });

  it("deletes the host's own gift with its photo", async () => {
    const { event, headers } = await listWith(4);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/users/gifts/${event.id}/custom`,
      headers,
      payload: giftForm({ name: 'Quadro', price: '100' }, await pngImage()),
    });
    const own = created.json().gifts[4];
    const key = own.imageUrl.replace('/media/', '');
    expect(await storedFiles(`${t.dataDir}/media`)).toContain(key);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/gifts/${event.id}/${own.id}`,
      headers,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await t.db.select().from(gifts).where(eq(gifts.id, own.id))).toEqual([]);
    expect(await storedFiles(`${t.dataDir}/media`)).not.toContain(key);
  });

  it("takes a bought own gift off the list but keeps it, with its photo, for the purchases' lines", async () => {
    const { event, headers } = await listWith(4);
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/users/gifts/${event.id}/custom`,
      headers,
      payload: giftForm({ name: 'Quadro', price: '100' }, await pngImage()),
    });
    const own = created.json().gifts[4];
    const key = own.imageUrl.replace('/media/', '');
    await purchase(t.db, event.id, own.id, 1, 'APPROVED');

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/gifts/${event.id}/${own.id}`,
      headers,
    });

    expect(response.statusCode, response.body).toBe(200);
    expect(await listedGiftIds(event.id)).not.toContain(own.id);
    expect(await t.db.select().from(gifts).where(eq(gifts.id, own.id))).toHaveLength(1);
    const [line] = await t.db.select().from(purchaseItems).where(eq(purchaseItems.giftId, own.id));
    expect(line).toMatchObject({ giftId: own.id, giftName: 'Presente' });
    expect(await storedFiles(`${t.dataDir}/media`)).toContain(key);
  });

  it('answers 404 for a gift that is not on the list', async () => {
    const { event, headers } = await listWith(5);
    const other = await listWith(1);
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/gifts/${event.id}/${other.giftIds[0]}`,
      headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Presente não encontrado na lista do evento.',
    });
    expect(await listedGiftIds(other.event.id)).toEqual(other.giftIds);
  });

  it("refuses without a host session, and another host's token removes nothing", async () => {
    const { event, giftIds } = await listWith(5);
    const request = { method: 'DELETE' as const, url: `/api/users/gifts/${event.id}/${giftIds[0]}` };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    expect(await listedGiftIds(event.id)).toEqual(giftIds);
  });
});

describe("the guests' page", () => {
  it('keeps showing a catalogue gift the back office deactivated after the couple picked it', async () => {
    const { event, slug, headers, giftIds } = await listWith(4);
    const [retired = 0] = giftIds;
    await t.db.update(gifts).set({ active: false }).where(eq(gifts.id, retired));

    expect((await publicGifts(slug)).map((gift) => gift.id)).toEqual(giftIds);
    const hostList = await t.app.inject({ url: `/api/users/gifts/${event.id}`, headers });
    expect(hostList.json().gifts[0]).toMatchObject({ id: retired, isAvailable: true });
    // Still one of the four visible gifts the list needs: taking another one off is refused.
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/gifts/${event.id}/${giftIds[1]}`,
      headers,
    });
    expect(refused.statusCode).toBe(409);
  });

  it('puts a gift with nothing left at the end, with 0 remaining, and gives it back when the purchase is refused', async () => {
    const { event, slug, giftIds } = await listWith(3);
    const [first = 0, second = 0, third = 0] = giftIds;
    await t.db.update(eventGifts).set({ quantity: 2 }).where(eq(eventGifts.giftId, first));
    await publicGifts(slug);
    await purchase(t.db, event.id, first, 2);

    expect((await publicGifts(slug)).map((gift) => [gift.id, gift.remaining])).toEqual([
      [second, null],
      [third, null],
      [first, 0],
    ]);

    await t.db.update(purchases).set({ status: 'RECUSED' }).where(eq(purchases.eventId, event.id));
    expect((await publicGifts(slug)).map((gift) => [gift.id, gift.remaining])).toEqual([
      [first, 2],
      [second, null],
      [third, null],
    ]);
  });
});

describe('PUT /api/users/gifts/{eventId}/notice', () => {
  it("saves the host's notice for guests, and blank brings the default back", async () => {
    const { event, headers, slug } = await listWith(1);
    const save = (text: string) =>
      t.app.inject({ method: 'PUT', url: `/api/users/gifts/${event.id}/notice`, headers, payload: { text } });
    const notice = async () => {
      await t.app.publicEventChangesHeard();
      return (await t.app.inject({ url: `/api/guests/event/${slug}` })).json().event.giftNotice;
    };
    expect(await notice()).toBe(DEFAULT_GIFT_NOTICE);

    const saved = await save('  Os presentes viram dinheiro para a nossa casa nova.  ');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      success: true,
      message: 'Aviso da lista salvo.',
      giftNotice: { text: 'Os presentes viram dinheiro para a nossa casa nova.', isDefault: false },
    });
    expect(await notice()).toBe('Os presentes viram dinheiro para a nossa casa nova.');
    const listed = await t.app.inject({ url: `/api/users/gifts/${event.id}`, headers });
    expect(listed.json().giftNotice).toEqual({
      text: 'Os presentes viram dinheiro para a nossa casa nova.',
      isDefault: false,
    });

    const reset = await save('   ');
    expect(reset.json().giftNotice).toEqual({ text: DEFAULT_GIFT_NOTICE, isDefault: true });
    expect(await notice()).toBe(DEFAULT_GIFT_NOTICE);

    const long = await save('a'.repeat(601));
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toContain('Aviso da lista');
  });

  it("refuses without a host session, and another host's token saves nothing", async () => {
    const { event, headers } = await listWith(0);
    const request = {
      method: 'PUT' as const,
      url: `/api/users/gifts/${event.id}/notice`,
      payload: { text: 'x' },
    };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    const listed = await t.app.inject({ url: `/api/users/gifts/${event.id}`, headers });
    expect(listed.json().giftNotice.isDefault).toBe(true);
  });
});

describe('POST /api/users/gifts/suggestion/{eventId}', () => {
  it('stores the suggestion and answers the updated list', async () => {
    const { event, host, headers } = await createHostEvent(t.db);

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/users/gifts/suggestion/${event.id}`,
      headers,
      payload: { title: ' Air fryer ', description: 'De 5 litros' },
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Sugestão criada.',
      giftSuggestions: [
        {
          id: expect.any(Number),
          userId: host.id,
          eventId: event.id,
          title: 'Air fryer',
          description: 'De 5 litros',
          createdAt: expect.any(String),
        },
      ],
    });
  });

  it("refuses a missing title with 'Preencha o título!'", async () => {
    const { event, headers } = await createHostEvent(t.db);
    for (const payload of [{ title: '  ', description: 'x' }, { description: 'x' }]) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/users/gifts/suggestion/${event.id}`,
        headers,
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Preencha o título!' });
    }
  });

  it("refuses without a host session, and another host's token stores nothing", async () => {
    const { event } = await createHostEvent(t.db);
    const request = {
      method: 'POST' as const,
      url: `/api/users/gifts/suggestion/${event.id}`,
      payload: { title: 'Intruso' },
    };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    expect(await t.db.select().from(giftSuggestions).where(eq(giftSuggestions.eventId, event.id))).toEqual(
      [],
    );
  });
});
