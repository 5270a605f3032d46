import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventGifts, giftSuggestions, gifts } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import {
  addGiftsToEvent,
  createHostEvent,
  expectOtherHost404,
  expectUserOnly,
  setPercentageGift,
} from '../../../helpers/host-event';

const t = await build();
await setPercentageGift(t.db, 10);

const listedGiftIds = async (eventId: number) =>
  (await t.db.select().from(eventGifts).where(eq(eventGifts.eventId, eventId))).map((row) => row.giftId);

describe('GET /api/users/gifts/{eventId}', () => {
  it("answers the whole list at the guests' price, with availability, and the host's suggestions", async () => {
    const { event, host, headers } = await createHostEvent(t.db);
    const [toalha, antigo] = await addGiftsToEvent(t.db, event.id, [
      { name: 'Toalha', priceCents: 4550, imageUrl: '/media/t.webp' },
      { name: 'Antigo', priceCents: 1000, active: false },
    ]);
    await t.db.insert(giftSuggestions).values([
      {
        userId: host.id,
        eventId: event.id,
        title: 'Cafeteira',
        description: '',
        createdAt: new Date('2030-01-01'),
      },
      {
        userId: host.id,
        eventId: event.id,
        title: 'Liquidificador',
        description: 'Potente',
        createdAt: new Date('2030-02-01'),
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
          price: 50.05,
          priceWithoutFee: 45.5,
          imageUrl: '/media/t.webp',
          isAvailable: true,
        },
        { id: antigo, name: 'Antigo', price: 11, priceWithoutFee: 10, imageUrl: null, isAvailable: false },
      ],
      giftSuggestions: [
        expect.objectContaining({
          title: 'Liquidificador',
          description: 'Potente',
          eventId: event.id,
          userId: host.id,
        }),
        expect.objectContaining({
          title: 'Cafeteira',
          description: null,
          createdAt: '2030-01-01T00:00:00.000Z',
        }),
      ],
    });
  });

  it("refuses without a host session and answers 404 for another host's event", async () => {
    const { event } = await createHostEvent(t.db);
    await expectUserOnly(t, { url: `/api/users/gifts/${event.id}` });
    await expectOtherHost404(t, { url: `/api/users/gifts/${event.id}` });
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
    const rows = await t.db.select().from(giftSuggestions).where(eq(giftSuggestions.eventId, event.id));
    expect(rows).toEqual([expect.objectContaining({ title: 'Air fryer', userId: host.id })]);
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
    expect(await t.db.select().from(giftSuggestions).where(eq(giftSuggestions.eventId, event.id))).toEqual(
      [],
    );
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

describe('DELETE /api/users/gifts/{eventId}/{giftId}', () => {
  it('takes the gift off the list (the catalogue keeps it) and answers the remaining gifts', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const [first, second] = await addGiftsToEvent(t.db, event.id, [
      { name: 'Prato', priceCents: 1000 },
      { name: 'Copo', priceCents: 500 },
    ]);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/gifts/${event.id}/${first}`,
      headers,
    });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Presente removido com sucesso.',
      gifts: [
        { id: second, name: 'Copo', price: 5.5, priceWithoutFee: 5, imageUrl: null, isAvailable: true },
      ],
    });
    expect(await listedGiftIds(event.id)).toEqual([second]);
    expect(
      await t.db
        .select()
        .from(gifts)
        .where(eq(gifts.id, first ?? 0)),
    ).toHaveLength(1);
  });

  it('answers 404 for a gift that is not on the list', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const other = await createHostEvent(t.db);
    const [elsewhere] = await addGiftsToEvent(t.db, other.event.id, [{ name: 'Outro', priceCents: 100 }]);

    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/gifts/${event.id}/${elsewhere}`,
      headers,
    });

    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      message: 'Presente não encontrado na lista do evento.',
    });
    expect(await listedGiftIds(other.event.id)).toEqual([elsewhere]);
  });

  it("refuses without a host session, and another host's token removes nothing", async () => {
    const { event } = await createHostEvent(t.db);
    const [gift] = await addGiftsToEvent(t.db, event.id, [{ name: 'Mantido', priceCents: 100 }]);
    const request = { method: 'DELETE' as const, url: `/api/users/gifts/${event.id}/${gift}` };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    expect(await listedGiftIds(event.id)).toEqual([gift]);
  });
});
