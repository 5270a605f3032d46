import { randomUUID } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { eventGifts, purchaseItems, purchases } from '../../../../src/db/schema/index';
import { expirePurchase } from '../../../../src/domain/purchase/expire-purchase';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { addGiftsToEvent, buildWithPayments, setPlatformFees } from '../../../helpers/payments';

const { t, mock, checkout, createdNotified } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 10 });
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

/** An event with a gift in `quantity` cotas of R$ 100 ('Lua de mel') and an item wanted once. */
async function listWithLimits(quantity: number) {
  const host = await createTestUser(t.db);
  const eventId = host.event?.id ?? 0;
  const [cotas, item] = await addGiftsToEvent(t.db, eventId, [10_000, 20_000]);
  const shape = (giftId: number, set: Partial<typeof eventGifts.$inferInsert>) =>
    t.db
      .update(eventGifts)
      .set(set)
      .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, giftId)));
  await shape(cotas?.id ?? 0, { kind: 'cotas', name: 'Lua de mel', quantity });
  await shape(item?.id ?? 0, { name: 'Jogo de panelas', quantity: 1 });
  return { eventId, cotasId: cotas?.id ?? 0, itemId: item?.id ?? 0 };
}

async function claimed(eventId: number, giftId: number) {
  const [line] = await t.db
    .select({ claimed: eventGifts.claimed })
    .from(eventGifts)
    .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, giftId)));
  return line?.claimed;
}

type Item = { id: number; quantity: number };
const buyWithCard = (eventId: number, items: Item[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    payload: { eventId, name: 'Carla Dias', email: 'carla@example.com', items },
  });

async function purchaseByLink(paymentLink: string) {
  const [row] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
  if (!row) throw new Error('purchase not stored');
  return row;
}

async function statusOf(purchaseId: number) {
  const [row] = await t.db
    .select({ status: purchases.status })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  return row?.status;
}

describe('units and cotas given back to the list', () => {
  it('when the card payment is rejected: the last cota can be bought again', async () => {
    const { eventId, cotasId } = await listWithLimits(1);
    const first = await buyWithCard(eventId, [{ id: cotasId, quantity: 1 }]);
    expect(first.statusCode).toBe(200);
    expect((await buyWithCard(eventId, [{ id: cotasId, quantity: 1 }])).statusCode).toBe(409);

    await checkout(first.json().paymentLink, 'reject');

    expect((await purchaseByLink(first.json().paymentLink)).status).toBe('RECUSED');
    expect(await claimed(eventId, cotasId)).toBe(0);
    expect((await buyWithCard(eventId, [{ id: cotasId, quantity: 1 }])).statusCode).toBe(200);
  });

  it('when an unpaid Pix expires at the provider, and when an abandoned card checkout is cancelled', async () => {
    const { eventId, cotasId } = await listWithLimits(2);
    const pix = await t.app.inject({
      method: 'POST',
      url: '/api/guests/purchase/pix',
      payload: {
        eventId,
        name: 'Carla Dias',
        email: 'carla@example.com',
        cpf: '529.982.247-25',
        attemptId: randomUUID(),
        items: [{ id: cotasId, quantity: 1 }],
      },
    });
    expect(pix.statusCode).toBe(200);
    const card = await buyWithCard(eventId, [{ id: cotasId, quantity: 1 }]);
    expect(card.statusCode).toBe(200);
    expect(await claimed(eventId, cotasId)).toBe(2);

    const pixPurchaseId = pix.json().purchase.id as number;
    const [row] = await t.db.select().from(purchases).where(eq(purchases.id, pixPurchaseId));
    await createdNotified(row?.providerPaymentId ?? '');
    const expired = await fetch(`${mock.url}/__control/payments/${row?.providerPaymentId}/expire`, {
      method: 'POST',
    });
    expect(expired.ok).toBe(true);
    // The expiry reaches us as the provider's notification, answered on its own time.
    await vi.waitFor(async () => expect(await statusOf(pixPurchaseId)).toBe('CANCELLED'), {
      timeout: 10_000,
      interval: 50,
    });
    expect(await claimed(eventId, cotasId)).toBe(1);

    // The reconciliation's expiry of a card checkout nobody paid.
    const abandoned = await purchaseByLink(card.json().paymentLink);
    expect(await expirePurchase(t.db, abandoned.id, async () => true)).toBe(true);
    expect(await claimed(eventId, cotasId)).toBe(0);
  });

  it('when one line is refunded, once: a later whole refund gives back only the other lines', async () => {
    const { eventId, cotasId, itemId } = await listWithLimits(3);
    const response = await buyWithCard(eventId, [
      { id: cotasId, quantity: 2 },
      { id: itemId, quantity: 1 },
    ]);
    expect(response.statusCode).toBe(200);
    await checkout(response.json().paymentLink, 'approve');
    const purchase = await purchaseByLink(response.json().paymentLink);
    expect(purchase.status).toBe('APPROVED');
    const [cotasLine] = await t.db
      .select({ id: purchaseItems.id })
      .from(purchaseItems)
      .where(eq(purchaseItems.purchaseId, purchase.id))
      .orderBy(asc(purchaseItems.id));

    const lineRefund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/transactions/${purchase.id}/refund`,
      headers,
      payload: { itemId: cotasLine?.id },
    });
    expect(lineRefund.statusCode).toBe(200);

    // The couple gave the two cotas' money back: guests may give them again.
    expect(await statusOf(purchase.id)).toBe('APPROVED');
    expect(await claimed(eventId, cotasId)).toBe(0);
    expect(await claimed(eventId, itemId)).toBe(1);
    expect((await buyWithCard(eventId, [{ id: cotasId, quantity: 3 }])).statusCode).toBe(200);
    expect(await claimed(eventId, cotasId)).toBe(3);

    const wholeRefund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/transactions/${purchase.id}/refund`,
      headers,
      payload: {},
    });
    expect(wholeRefund.statusCode).toBe(200);

    // The panelas come back; the cotas the other guest holds stay theirs.
    expect(await statusOf(purchase.id)).toBe('CANCELLED');
    expect(await claimed(eventId, itemId)).toBe(0);
    expect(await claimed(eventId, cotasId)).toBe(3);
  });
});
