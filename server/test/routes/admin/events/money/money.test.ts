import { describe, expect, it } from 'vitest';
import { findReceivedGifts } from '../../../../../src/domain/purchase/find-received-gifts';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../../helpers/accounts';
import { expectAdminOnly } from '../../../../helpers/admin-access';
import { insertGift, insertPayout, insertPurchase } from '../../../../helpers/admin-fixtures';
import { build } from '../../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

async function newEvent() {
  const user = await createTestUser(t.db);
  if (!user.event) throw new Error('no event');
  return { userId: user.id, eventId: user.event.id };
}

describe('GET /api/admin/events/{id}/received-gifts', () => {
  it("lists the event's purchases of every status, newest first, with items and images", async () => {
    const { eventId } = await newEvent();
    const panela = await insertGift(t.db, {
      name: 'Panela',
      priceCents: 15_000,
      imageUrl: '/media/panela.webp',
    });
    const removed = await insertGift(t.db, { name: 'Liquidificador' });
    const first = await insertPurchase(t.db, eventId, {
      guestName: '',
      createdAt: new Date('2025-05-01T12:00:00Z'),
      items: [
        { giftId: panela.id, giftName: 'Panela', unitPriceCents: 15_000, quantity: 2 },
        { giftId: null, giftName: 'Liquidificador', unitPriceCents: 9_990, quantity: 1 },
      ],
    });
    const second = await insertPurchase(t.db, eventId, {
      status: 'PENDING',
      createdAt: new Date('2025-05-02T12:00:00Z'),
      items: [{ giftId: removed.id, giftName: 'Liquidificador', unitPriceCents: 9_990, quantity: 1 }],
    });
    await insertPurchase(t.db, (await newEvent()).eventId);

    const response = await t.app.inject({ url: `/api/admin/events/${eventId}/received-gifts`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      receivedGifts: [
        {
          id: second.id,
          guestName: 'Bruno Costa',
          createdAt: '2025-05-02T12:00:00.000Z',
          status: 'PENDING',
          state: 'PENDING',
          userAmount: 99.9,
          remainingAmount: 0,
          items: [
            {
              id: second.items[0]?.id,
              giftName: 'Liquidificador',
              quantity: 1,
              amount: 99.9,
              gift: { imageUrl: null },
            },
          ],
        },
        {
          id: first.id,
          // Empty: the apps show 'Anônimo'.
          guestName: '',
          createdAt: '2025-05-01T12:00:00.000Z',
          status: 'APPROVED',
          state: 'APPROVED',
          userAmount: 399.9,
          remainingAmount: 399.9,
          items: [
            {
              id: first.items[0]?.id,
              giftName: 'Panela',
              quantity: 2,
              // what the couple receive for the line: the guest paid the fee on top
              amount: 300,
              gift: { imageUrl: '/media/panela.webp' },
            },
            { id: first.items[1]?.id, giftName: 'Liquidificador', quantity: 1, amount: 99.9, gift: null },
          ],
        },
      ],
    });
  });

  it('is the same list the host call uses (findReceivedGifts)', async () => {
    const { eventId } = await newEvent();
    await insertPurchase(t.db, eventId);
    const response = await t.app.inject({ url: `/api/admin/events/${eventId}/received-gifts`, headers });
    expect(response.json().receivedGifts).toEqual(await findReceivedGifts(t.db, eventId));
  });

  it('answers an empty list, and 404 for an unknown event', async () => {
    const { eventId } = await newEvent();
    const empty = await t.app.inject({ url: `/api/admin/events/${eventId}/received-gifts`, headers });
    expect(empty.json().receivedGifts).toEqual([]);
    const missing = await t.app.inject({ url: '/api/admin/events/999999/received-gifts', headers });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ success: false, message: 'Evento não encontrado.' });
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/events/1/received-gifts' });
  });
});

describe('GET /api/admin/events/{id}/transactions', () => {
  it("answers the event's balance in reais", async () => {
    const { eventId, userId } = await newEvent();
    const item = (unitPriceCents: number) => [{ giftName: 'Presente', unitPriceCents, quantity: 1 }];
    await insertPurchase(t.db, eventId, { items: item(50_000) });
    await insertPurchase(t.db, eventId, { items: item(25_050) });
    await insertPurchase(t.db, eventId, { status: 'PENDING', items: item(99_900) });
    await insertPurchase(t.db, eventId, { status: 'RECUSED', items: item(1_000) });
    await insertPayout(t.db, {
      eventId,
      userId,
      status: 'PAID',
      requestedAmountCents: 20_000,
      paidAmountCents: 19_000,
    });
    await insertPayout(t.db, { eventId, userId, requestedAmountCents: 30_000 });

    const response = await t.app.inject({ url: `/api/admin/events/${eventId}/transactions`, headers });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: expect.any(String),
      totalReceived: 750.5,
      totalTransferred: 190,
      totalPending: 300,
      totalAvailable: 260.5,
      totalHeld: 0,
      totalReserved: 0,
      totalBought: 0,
      releases: [],
    });
  });

  it('answers zeros for an event without money, and 404 for an unknown event', async () => {
    const { eventId } = await newEvent();
    const empty = await t.app.inject({ url: `/api/admin/events/${eventId}/transactions`, headers });
    expect(empty.json()).toMatchObject({
      totalReceived: 0,
      totalTransferred: 0,
      totalPending: 0,
      totalAvailable: 0,
    });
    const missing = await t.app.inject({ url: '/api/admin/events/999999/transactions', headers });
    expect(missing.statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/events/1/transactions' });
  });
});
