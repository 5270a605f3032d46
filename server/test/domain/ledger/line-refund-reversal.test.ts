import { asc, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ledgerEntries, purchases } from '../../../src/db/schema/index';
import { findBalanceCents } from '../../../src/domain/payout/find-balance';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../helpers/accounts';
import { addGiftsToEvent, buildWithPayments, MP_TOKEN, setPlatformFees } from '../../helpers/payments';
import { findStatusBalanceCents } from './find-status-balance';

/**
 * A purchase partly refunded line by line and then taken back another way (the administrator's
 * status change, the provider's refund or charge-back) is reversed once in total: the database's
 * reversal leaves out the lines already refunded under that approval, and a new approval credits
 * the whole share again. Through the real routes, the real webhook and the payment stand-in.
 */
const { t, mock, checkout, notify, setProviderStatus } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 10 });
const admin = await createTestAdmin(t.db);
const asAdmin = await adminHeaders(t.db, admin.id);

/** Host shares of the three gifts bought: R$ 100,00, R$ 33,33 and R$ 50,00 (R$ 183,33 in all). */
const LINES = [10_000, 3_333, 5_000];
const SHARE = 18_333;

/** A host's event and a guest's purchase of one of each gift, paid and approved at the stand-in. */
async function approvedPurchase() {
  const host = await createTestUser(t.db, { firstName: 'Bia' });
  const eventId = host.event?.id ?? 0;
  const gifts = await addGiftsToEvent(t.db, eventId, LINES);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    payload: {
      eventId,
      name: 'Davi Lima',
      email: 'davi@example.com',
      items: gifts.map((gift) => ({ id: gift?.id, quantity: 1 })),
    },
  });
  expect(response.statusCode).toBe(200);
  const { paymentLink } = response.json() as { paymentLink: string };
  const { paymentId } = await checkout(paymentLink, 'approve');
  const [purchase] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
  if (!purchase) throw new Error('purchase not stored');
  expect(purchase).toMatchObject({ status: 'APPROVED', userAmountCents: SHARE });
  const refunds = await t.app.inject({
    url: `/api/admin/transactions/${purchase.id}/refunds`,
    headers: asAdmin,
  });
  const lineIds = (refunds.json().refunds.lines as { id: number }[]).map((line) => line.id);
  return { host, eventId, paymentId, purchaseId: purchase.id, lineIds };
}

/** The stand-in's notifications about a payment delivered so far. */
async function deliveriesOf(paymentId: string): Promise<number> {
  const response = await fetch(`${mock.url}/__control/deliveries?paymentId=${paymentId}`);
  return ((await response.json()) as unknown[]).length;
}

/**
 * The administrator refunds one line. The provider notifies the refund on its own time (the
 * payment, still approved, partly refunded); the next step waits for it, as a later change by
 * hand would otherwise race with that notification.
 */
async function refundLine(purchase: { purchaseId: number; paymentId: string }, itemId: number | undefined) {
  const before = await deliveriesOf(purchase.paymentId);
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/transactions/${purchase.purchaseId}/refund`,
    headers: asAdmin,
    payload: { itemId },
  });
  expect(response.json()).toMatchObject({ message: 'Reembolso realizado com sucesso.' });
  await vi.waitFor(async () => expect(await deliveriesOf(purchase.paymentId)).toBeGreaterThan(before), {
    timeout: 10_000,
  });
  return response.json().transaction.status as string;
}

/**
 * A status set by hand, the provider's payment first put in agreement with it (a status that
 * contradicts the provider is refused): approved again, or refunded at Mercado Pago's own panel.
 */
async function setStatus(
  purchase: { purchaseId: number; paymentId: string },
  status: 'APPROVED' | 'CANCELLED',
  providerStatus = status === 'APPROVED' ? 'approved' : 'refunded',
) {
  await setProviderStatus(purchase.paymentId, providerStatus);
  const response = await t.app.inject({
    method: 'PUT',
    url: `/api/admin/transactions/${purchase.purchaseId}/status`,
    headers: asAdmin,
    payload: { status, reason: 'Conferido no Mercado Pago' },
  });
  expect(response.json()).toMatchObject({
    message: 'Status da transação atualizado com sucesso.',
    transaction: { status },
  });
}

const statusOf = async (purchaseId: number) =>
  (await t.db.select({ status: purchases.status }).from(purchases).where(eq(purchases.id, purchaseId)))[0]
    ?.status;

/** The purchase's movements of the host's money, in order (the platform's fee left out). */
const hostEntriesOf = async (purchaseId: number) =>
  (
    await t.db
      .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.purchaseId, purchaseId))
      .orderBy(asc(ledgerEntries.id))
  ).filter((entry) => entry.kind !== 'FEE_KEPT' && entry.kind !== 'FEE_REVERSED');

/** The platform's books for the purchase: the fee kept, less the fee given back. */
const feeBooksOf = async (purchaseId: number) =>
  (
    await t.db
      .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.purchaseId, purchaseId))
  )
    .filter((entry) => entry.kind === 'FEE_KEPT' || entry.kind === 'FEE_REVERSED')
    .reduce((sum, entry) => sum + entry.amountCents, 0);

/** The platform's percentage of the purchase (what the guest paid above the host's share). */
const feeOf = async (purchaseId: number) => {
  const [row] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  return (row?.totalPriceCents ?? 0) - (row?.userAmountCents ?? 0);
};

/**
 * What the host has received, as the ledger, the host's screen and the administrator's screen
 * say it (they must agree); while the purchase is not approved, also what its status says.
 */
async function expectReceived(
  purchase: { host: { id: number }; eventId: number; purchaseId: number },
  cents: number,
) {
  const ledger = await findBalanceCents(t.db, purchase.eventId);
  expect(ledger.receivedCents).toBe(cents);
  const hostTotals = await t.app.inject({
    url: `/api/users/events/${purchase.eventId}/transactions`,
    headers: await userHeaders(t.db, purchase.host.id),
  });
  expect(hostTotals.json()).toMatchObject({ totalReceived: cents / 100, totalAvailable: cents / 100 });
  const adminTotals = await t.app.inject({
    url: `/api/admin/events/${purchase.eventId}/transactions`,
    headers: asAdmin,
  });
  expect(adminTotals.json()).toMatchObject({ totalReceived: cents / 100 });
  if ((await statusOf(purchase.purchaseId)) !== 'APPROVED')
    expect(ledger).toEqual(await findStatusBalanceCents(t.db, purchase.eventId));
}

async function chargeBack(paymentId: string) {
  const response = await fetch(`${mock.url}/__control/payments/${paymentId}/chargeback`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(200);
  const { deliveries } = (await response.json()) as { deliveries: { status: number | null }[] };
  expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200]);
}

/** Refunds the rest of the payment at the provider (its own dashboard), as a guest's claim would. */
async function refundRestAtProvider(paymentId: string) {
  const response = await fetch(`${mock.url}/v1/payments/${paymentId}/refunds`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${MP_TOKEN}`,
      'content-type': 'application/json',
      'x-idempotency-key': `resto-${paymentId}`,
    },
    body: '{}',
  });
  expect(response.status).toBe(201);
}

describe('a purchase partly refunded line by line, then taken back', () => {
  it("by the administrator's cancellation: the rest is reversed, and a new approval credits it all again", async () => {
    const purchase = await approvedPurchase();
    const [first] = purchase.lineIds;

    expect(await refundLine(purchase, first)).toBe('APPROVED');
    await expectReceived(purchase, SHARE - 10_000);

    await setStatus(purchase, 'CANCELLED');
    await expectReceived(purchase, 0);

    expect(await feeBooksOf(purchase.purchaseId)).toBe(0);

    await setStatus(purchase, 'APPROVED');
    await expectReceived(purchase, SHARE);
    expect(await feeBooksOf(purchase.purchaseId)).toBe(await feeOf(purchase.purchaseId));
    expect(await findBalanceCents(t.db, purchase.eventId)).toEqual(
      await findStatusBalanceCents(t.db, purchase.eventId),
    );

    await setStatus(purchase, 'CANCELLED');
    await expectReceived(purchase, 0);
    expect(await feeBooksOf(purchase.purchaseId)).toBe(0);
    expect(await hostEntriesOf(purchase.purchaseId)).toEqual([
      { kind: 'GIFT_CREDITED', amountCents: SHARE },
      { kind: 'REFUND', amountCents: -10_000 },
      { kind: 'REFUND', amountCents: -(SHARE - 10_000) },
      { kind: 'GIFT_CREDITED', amountCents: SHARE },
      { kind: 'REFUND', amountCents: -SHARE },
    ]);
  });

  it("by the provider's refund of the rest: the webhook reverses what was left, once", async () => {
    const purchase = await approvedPurchase();
    const [first, second] = purchase.lineIds;
    await refundLine(purchase, first);
    await refundLine(purchase, second);
    await expectReceived(purchase, 5_000);

    await refundRestAtProvider(purchase.paymentId);
    expect(await notify(purchase.paymentId, { times: 2 })).toEqual([200, 200]);

    expect(await statusOf(purchase.purchaseId)).toBe('CANCELLED');
    await expectReceived(purchase, 0);
    expect(await feeBooksOf(purchase.purchaseId)).toBe(0);
    expect(await hostEntriesOf(purchase.purchaseId)).toEqual([
      { kind: 'GIFT_CREDITED', amountCents: SHARE },
      { kind: 'REFUND', amountCents: -10_000 },
      { kind: 'REFUND', amountCents: -3_333 },
      { kind: 'REFUND', amountCents: -5_000 },
    ]);

    await setStatus(purchase, 'APPROVED');
    await expectReceived(purchase, SHARE);
  });

  it("by the card issuer's charge-back: a CHARGEBACK of what was left, once", async () => {
    const purchase = await approvedPurchase();
    const [first] = purchase.lineIds;
    await refundLine(purchase, first);

    await chargeBack(purchase.paymentId);

    expect(await statusOf(purchase.purchaseId)).toBe('CANCELLED');
    await expectReceived(purchase, 0);
    expect(await hostEntriesOf(purchase.purchaseId)).toEqual([
      { kind: 'GIFT_CREDITED', amountCents: SHARE },
      { kind: 'REFUND', amountCents: -10_000 },
      { kind: 'CHARGEBACK', amountCents: -(SHARE - 10_000) },
    ]);

    await setStatus(purchase, 'APPROVED');
    await expectReceived(purchase, SHARE);
  });

  it('after a new approval, only the lines refunded under it are left out of the next reversal', async () => {
    const purchase = await approvedPurchase();
    const [first, second, third] = purchase.lineIds;
    await refundLine(purchase, first);
    // Cancelled at the provider without a refund (the stand-in then still refunds the rest later):
    // the hand-set cancellation undoes the approval as STATUS_REVERSED.
    await setStatus(purchase, 'CANCELLED', 'cancelled');
    await setStatus(purchase, 'APPROVED');
    await expectReceived(purchase, SHARE);

    // The first line stays refunded for good; the second is refunded under the new approval.
    expect(await refundLine(purchase, second)).toBe('APPROVED');
    await expectReceived(purchase, SHARE - 3_333);

    // The last line open is the rest of the purchase: it is cancelled, the reversal leaves out
    // the second line only (the first was already left out of the first approval's reversal).
    expect(await refundLine(purchase, third)).toBe('CANCELLED');
    await expectReceived(purchase, 0);
    expect(await feeBooksOf(purchase.purchaseId)).toBe(0);
    expect((await hostEntriesOf(purchase.purchaseId)).slice(2, 3)).toEqual([
      { kind: 'STATUS_REVERSED', amountCents: -(SHARE - 10_000) },
    ]);
    expect((await hostEntriesOf(purchase.purchaseId)).slice(3)).toEqual([
      { kind: 'GIFT_CREDITED', amountCents: SHARE },
      { kind: 'REFUND', amountCents: -3_333 },
      { kind: 'REFUND', amountCents: -(SHARE - 3_333) },
    ]);
  });
});
