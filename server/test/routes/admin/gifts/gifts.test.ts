import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  eventCategories,
  eventGifts,
  gifts,
  purchaseItems,
  purchases,
} from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';
import { createTestCategory, createTestGifts, setPercentageGift } from '../../../helpers/catalog';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);
await setPercentageGift(t.db, 7);

describe('GET /api/admin/gifts/categories', () => {
  it('groups every gift by event type and category, with the final price, inactive ones included', async () => {
    const wedding = await createTestCategory(t.db, { type: { name: 'Casamento A' } });
    const [inactiveCategory] = await t.db
      .insert(eventCategories)
      .values({ name: 'Sala', description: 'x', eventTypeId: wedding.type.id, active: false })
      .returning();
    const baby = await createTestCategory(t.db, { type: { name: 'Chá de bebê', active: false } });
    const [cheap, dear] = await createTestGifts(t.db, wedding.category.id, 2, {});
    const [hidden] = await createTestGifts(t.db, baby.category.id, 1, { active: false, priceCents: 9_999 });

    const response = await t.app.inject({ url: '/api/admin/gifts/categories', headers });

    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    const weddingGroup = body.giftsByCategory.find((group: { id: number }) => group.id === wedding.type.id);
    expect(weddingGroup).toMatchObject({ name: 'Casamento A', active: true, imageUrl: null });
    expect(weddingGroup.eventCategories).toEqual([
      {
        id: wedding.category.id,
        name: 'Cozinha',
        gifts: [
          expect.objectContaining({ id: cheap?.id, price: 100, pricePercentage: 107, active: true }),
          expect.objectContaining({ id: dear?.id, price: 110, pricePercentage: 117.7 }),
        ],
      },
      { id: inactiveCategory?.id, name: 'Sala', gifts: [] },
    ]);
    const babyGroup = body.giftsByCategory.find((group: { id: number }) => group.id === baby.type.id);
    expect(babyGroup).toMatchObject({ active: false });
    expect(babyGroup.eventCategories[0].gifts).toEqual([
      expect.objectContaining({ id: hidden?.id, active: false, price: 99.99, pricePercentage: 106.99 }),
    ]);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/gifts/categories' });
  });
});

describe('GET /api/admin/gifts/:id', () => {
  it('answers one gift with every field of the contract', async () => {
    const { category } = await createTestCategory(t.db);
    const [gift] = await createTestGifts(t.db, category.id, 1, { imageUrl: '/media/gifts/x.webp' });

    const response = await t.app.inject({ url: `/api/admin/gifts/${gift?.id}`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json().gift).toEqual({
      id: gift?.id,
      name: 'Presente 1',
      description: 'Descrição 1',
      price: 100,
      pricePercentage: 107,
      eventCategoryId: category.id,
      active: true,
      imageUrl: '/media/gifts/x.webp',
      createdAt: gift?.createdAt.toISOString(),
      updatedAt: gift?.updatedAt.toISOString(),
    });
  });

  it('answers 404 for an unknown gift and 400 for a bad id', async () => {
    const missing = await t.app.inject({ url: '/api/admin/gifts/999999', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Presente não encontrado.' });

    expect((await t.app.inject({ url: '/api/admin/gifts/abc', headers })).statusCode).toBe(400);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/gifts/1' });
  });
});

describe('DELETE /api/admin/gifts/:id', () => {
  it('removes the gift from the catalogue and from event lists', async () => {
    const { category } = await createTestCategory(t.db);
    const [gift] = await createTestGifts(t.db, category.id, 1);
    const host = await createTestUser(t.db);
    await t.db.insert(eventGifts).values({ eventId: host.event?.id as number, giftId: gift?.id as number });

    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/gifts/${gift?.id}`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Presente removido com sucesso.' });
    expect(
      await t.db
        .select()
        .from(gifts)
        .where(eq(gifts.id, gift?.id as number)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(eventGifts)
        .where(eq(eventGifts.giftId, gift?.id as number)),
    ).toEqual([]);
  });

  it('keeps the purchases of a bought gift, with its name and price as they were', async () => {
    const { category } = await createTestCategory(t.db);
    const [gift] = await createTestGifts(t.db, category.id, 1);
    const host = await createTestUser(t.db);
    const [purchase] = await t.db
      .insert(purchases)
      .values({
        eventId: host.event?.id as number,
        guestEmail: 'convidado@teste.dev',
        userAmountCents: 10_000,
        totalPriceCents: 10_700,
        percentage: 7,
        status: 'APPROVED',
      })
      .returning();
    await t.db.insert(purchaseItems).values({
      purchaseId: purchase?.id as number,
      giftId: gift?.id,
      giftName: 'Presente 1',
      unitPriceCents: 10_000,
      quantity: 1,
    });

    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/gifts/${gift?.id}`, headers });

    expect(response.statusCode).toBe(200);
    const [item] = await t.db
      .select()
      .from(purchaseItems)
      .where(eq(purchaseItems.purchaseId, purchase?.id as number));
    expect(item).toMatchObject({ giftId: null, giftName: 'Presente 1', unitPriceCents: 10_000 });
  });

  it('answers 404 for an unknown gift', async () => {
    const response = await t.app.inject({ method: 'DELETE', url: '/api/admin/gifts/999999', headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('Presente não encontrado.');
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { method: 'DELETE', url: '/api/admin/gifts/1' });
  });
});

describe('POST /api/admin/gifts/link-to-event', () => {
  async function setUp() {
    const { category } = await createTestCategory(t.db);
    const [gift] = await createTestGifts(t.db, category.id, 1);
    const host = await createTestUser(t.db);
    return { giftId: gift?.id as number, eventId: host.event?.id as number };
  }

  function link(payload: object) {
    return t.app.inject({ method: 'POST', url: '/api/admin/gifts/link-to-event', headers, payload });
  }

  it("puts the gift on the event's list", async () => {
    const { giftId, eventId } = await setUp();

    const response = await link({ giftId, eventId });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Presente adicionado ao evento com sucesso.' });
    const rows = await t.db.select().from(eventGifts).where(eq(eventGifts.eventId, eventId));
    expect(rows.map((row) => row.giftId)).toEqual([giftId]);
  });

  it('refuses to link the same gift twice with a 409', async () => {
    const { giftId, eventId } = await setUp();
    await link({ giftId, eventId });

    const response = await link({ giftId, eventId });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message: 'Este presente já está na lista deste evento.',
    });
  });

  it("asks for the event id with the contract's message", async () => {
    const { giftId } = await setUp();
    for (const payload of [{ giftId }, { giftId, eventId: '' }, { giftId, eventId: 'abc' }]) {
      const response = await link(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, message: 'Preencha o ID do evento.' });
    }
  });

  it('answers 404 for an unknown event or gift', async () => {
    const { giftId, eventId } = await setUp();

    const noEvent = await link({ giftId, eventId: 999999 });
    expect(noEvent.statusCode).toBe(404);
    expect(noEvent.json().message).toBe('Evento não encontrado.');

    const noGift = await link({ giftId: 999999, eventId });
    expect(noGift.statusCode).toBe(404);
    expect(noGift.json().message).toBe('Presente não encontrado.');
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, {
      method: 'POST',
      url: '/api/admin/gifts/link-to-event',
      payload: { giftId: 1, eventId: 1 },
    });
  });
});
