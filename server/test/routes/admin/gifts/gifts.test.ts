import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { pgViolation } from '../../../../src/db/pg-errors';
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

/** An approved purchase of one unit of `giftId` on the host's event. */
async function buy(eventId: number, giftId: number) {
  const [purchase] = await t.db
    .insert(purchases)
    .values({
      eventId,
      guestEmail: 'convidado@teste.dev',
      userAmountCents: 10_000,
      totalPriceCents: 10_700,
      percentage: 7,
      status: 'APPROVED',
    })
    .returning();
  await t.db.insert(purchaseItems).values({
    purchaseId: purchase?.id as number,
    giftId,
    giftName: 'Presente 1',
    unitPriceCents: 10_000,
    quantity: 1,
  });
  return purchase?.id as number;
}

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

  it("says how many lists and purchases use the gift, for the removal's confirmation", async () => {
    const { category } = await createTestCategory(t.db);
    const [gift] = await createTestGifts(t.db, category.id, 1);
    const giftId = gift?.id as number;
    const hosts = [await createTestUser(t.db), await createTestUser(t.db), await createTestUser(t.db)];
    await t.db
      .insert(eventGifts)
      .values(hosts.map((host) => ({ eventId: host.event?.id as number, giftId })));
    await buy(hosts[0]?.event?.id as number, giftId);

    const response = await t.app.inject({ url: `/api/admin/gifts/${giftId}`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json().usage).toEqual({ lists: 3, purchases: 1 });
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
  it("refuses a gift on couples' lists, saying how many use it, and every list keeps it", async () => {
    const { category } = await createTestCategory(t.db);
    const [gift] = await createTestGifts(t.db, category.id, 1);
    const giftId = gift?.id as number;
    const first = await createTestUser(t.db);
    const second = await createTestUser(t.db);
    await t.db.insert(eventGifts).values([
      { eventId: first.event?.id as number, giftId },
      { eventId: second.event?.id as number, giftId },
    ]);
    await buy(first.event?.id as number, giftId);

    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/gifts/${giftId}`, headers });

    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      success: false,
      message:
        'Este presente está em uso por 2 listas e 1 compra e não pode ser excluído. Para tirá-lo do catálogo, mude o status para Inativo: as listas que já o têm continuam com ele.',
    });
    expect(await t.db.select().from(gifts).where(eq(gifts.id, giftId))).toHaveLength(1);
    expect(await t.db.select().from(eventGifts).where(eq(eventGifts.giftId, giftId))).toHaveLength(2);
  });

  it('refuses a gift that purchases hold although no list has it any more', async () => {
    const { category } = await createTestCategory(t.db);
    const [gift] = await createTestGifts(t.db, category.id, 1);
    const giftId = gift?.id as number;
    const host = await createTestUser(t.db);
    const purchaseId = await buy(host.event?.id as number, giftId);

    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/gifts/${giftId}`, headers });

    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(
      /^Este presente está em uso por 1 compra e não pode ser excluído\./,
    );
    const [item] = await t.db.select().from(purchaseItems).where(eq(purchaseItems.purchaseId, purchaseId));
    expect(item).toMatchObject({ giftId, giftName: 'Presente 1', unitPriceCents: 10_000 });
  });

  it('removes a gift no list and no purchase uses', async () => {
    const { category } = await createTestCategory(t.db);
    const [gift] = await createTestGifts(t.db, category.id, 1);

    const response = await t.app.inject({ method: 'DELETE', url: `/api/admin/gifts/${gift?.id}`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Presente removido com sucesso.' });
    expect(
      await t.db
        .select()
        .from(gifts)
        .where(eq(gifts.id, gift?.id as number)),
    ).toEqual([]);
  });

  it('cannot take a gift away from a list or a purchase line even by a direct delete (no cascade)', async () => {
    const { category } = await createTestCategory(t.db);
    const [listed, bought] = await createTestGifts(t.db, category.id, 2);
    const host = await createTestUser(t.db);
    await t.db.insert(eventGifts).values({ eventId: host.event?.id as number, giftId: listed?.id as number });
    await buy(host.event?.id as number, bought?.id as number);

    for (const id of [listed?.id as number, bought?.id as number]) {
      const failure = await t.db
        .delete(gifts)
        .where(eq(gifts.id, id))
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(pgViolation(failure)?.kind).toBe('foreign-key');
    }
    expect(
      await t.db
        .select()
        .from(eventGifts)
        .where(eq(eventGifts.giftId, listed?.id as number)),
    ).toHaveLength(1);
    expect(
      await t.db
        .select()
        .from(purchaseItems)
        .where(eq(purchaseItems.giftId, bought?.id as number)),
    ).toHaveLength(1);
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
