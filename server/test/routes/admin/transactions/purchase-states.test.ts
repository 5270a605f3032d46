import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../../helpers/accounts';
import { addGiftsToEvent, buildWithPayments, setPlatformFees } from '../../../helpers/payments';

const { t, checkout, notify, setProviderStatus, payQuietly } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 10 });
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

/** A guest's purchase of two gifts (R$ 100,00 and R$ 33,33; R$ 146,66 paid with 10 %). */
async function purchase(decision: 'approve' | 'pending', quietly = false) {
  const host = await createTestUser(t.db, { firstName: 'Ana' });
  const eventId = host.event?.id ?? 0;
  const [a, b] = await addGiftsToEvent(t.db, eventId, [10_000, 3_333]);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    payload: {
      eventId,
      name: 'Carla Dias',
      email: 'carla@example.com',
      items: [
        { id: a?.id, quantity: 1 },
        { id: b?.id, quantity: 1 },
      ],
    },
  });
  expect(response.statusCode).toBe(200);
  const { paymentLink } = response.json() as { paymentLink: string };
  const paymentId = quietly
    ? await payQuietly(paymentLink, decision)
    : (await checkout(paymentLink, decision)).paymentId;
  const [row] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
  if (!row) throw new Error('purchase not stored');
  return { host, eventId, paymentId, purchaseId: row.id };
}

async function listed(state: string) {
  const response = await t.app.inject({ url: `/api/admin/transactions?status=${state}&limit=100`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().transactions as { id: number; state: string; remainingAmount: number }[];
}

async function receivedGifts(host: { id: number }, eventId: number) {
  const response = await t.app.inject({
    url: `/api/users/events/${eventId}/received-gifts?status=ALL`,
    headers: await userHeaders(t.db, host.id),
  });
  expect(response.statusCode).toBe(200);
  return response.json().receivedGifts as { id: number; state: string; remainingAmount: number }[];
}

async function totals(host: { id: number }, eventId: number) {
  const response = await t.app.inject({
    url: `/api/users/events/${eventId}/transactions`,
    headers: await userHeaders(t.db, host.id),
  });
  return response.json() as { totalReceived: number };
}

const refund = async (purchaseId: number, body: Record<string, unknown> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/transactions/${purchaseId}/refund`,
    headers,
    payload: body,
  });

const refundLines = async (purchaseId: number) =>
  (await t.app.inject({ url: `/api/admin/transactions/${purchaseId}/refunds`, headers })).json().refunds
    .lines as { id: number }[];

describe('a purchase state per end', () => {
  it('an approved purchase is Aprovado with all it was paid remaining', async () => {
    const { purchaseId } = await purchase('approve');
    expect((await listed('APPROVED')).find((row) => row.id === purchaseId)).toMatchObject({
      state: 'APPROVED',
      remainingAmount: 146.66,
    });
  });

  it('a line refunded is Reembolso parcial with what remains, on the list and the couple’s gifts, which add up to Total Recebido', async () => {
    const { host, eventId, purchaseId } = await purchase('approve');
    const [first] = await refundLines(purchaseId);
    expect((await refund(purchaseId, { itemId: first?.id })).statusCode).toBe(200);

    const partial = await listed('PARTIALLY_REFUNDED');
    // 146,66 − 109,99 given back for the R$ 100,00 line
    expect(partial.find((row) => row.id === purchaseId)).toMatchObject({
      state: 'PARTIALLY_REFUNDED',
      remainingAmount: 36.67,
    });
    expect((await listed('APPROVED')).some((row) => row.id === purchaseId)).toBe(false);

    const gifts = await receivedGifts(host, eventId);
    expect(gifts).toEqual([
      expect.objectContaining({ id: purchaseId, state: 'PARTIALLY_REFUNDED', remainingAmount: 33.33 }),
    ]);
    expect(gifts.reduce((sum, gift) => sum + gift.remainingAmount, 0)).toBe(
      (await totals(host, eventId)).totalReceived,
    );
  });

  it('a whole refund is Reembolsado, nothing remaining', async () => {
    const { host, eventId, purchaseId } = await purchase('approve');
    expect((await refund(purchaseId)).statusCode).toBe(200);
    expect((await listed('REFUNDED')).find((row) => row.id === purchaseId)).toMatchObject({
      state: 'REFUNDED',
      remainingAmount: 0,
    });
    expect((await listed('CANCELLED')).some((row) => row.id === purchaseId)).toBe(false);
    expect(await receivedGifts(host, eventId)).toEqual([
      expect.objectContaining({ state: 'REFUNDED', remainingAmount: 0 }),
    ]);
  });

  it('a charge-back reported by the provider is Contestado', async () => {
    const { paymentId, purchaseId } = await purchase('approve');
    await setProviderStatus(paymentId, 'charged_back');
    await notify(paymentId);
    expect((await listed('CHARGED_BACK')).find((row) => row.id === purchaseId)).toMatchObject({
      state: 'CHARGED_BACK',
      remainingAmount: 0,
    });
  });

  it('a refund the provider reports (made at Mercado Pago) is Reembolsado too', async () => {
    const { paymentId, purchaseId } = await purchase('approve');
    await setProviderStatus(paymentId, 'refunded');
    await notify(paymentId);
    expect((await listed('REFUNDED')).some((row) => row.id === purchaseId)).toBe(true);
  });

  it('a checkout never paid that the provider cancels is Expirado', async () => {
    const { paymentId, purchaseId } = await purchase('pending', true);
    await notify(paymentId);
    await setProviderStatus(paymentId, 'cancelled');
    await notify(paymentId);
    expect((await listed('EXPIRED')).find((row) => row.id === purchaseId)).toMatchObject({
      state: 'EXPIRED',
    });
  });

  it('refuses a state the filter does not know, in Portuguese', async () => {
    const response = await t.app.inject({ url: '/api/admin/transactions?status=GONE', headers });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Status inválido.');
  });
});
