import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, ledgerEntries, purchases } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../../helpers/accounts';
import { insertPayout, insertPurchase } from '../../../helpers/admin-fixtures';
import { addGiftsToEvent, buildWithPayments, MP_TOKEN, setPlatformFees } from '../../../helpers/payments';

const { t, mock, checkout, notify } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 10 });
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

/**
 * A host's event with two gifts (R$ 100,00 and R$ 33,33) and a guest's purchase of both, paid and
 * approved at the stand-in: the guest paid R$ 146,66 (R$ 133,33 + 10%).
 */
async function approvedPurchase() {
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
  const { paymentId } = await checkout(paymentLink, 'approve');
  const [purchase] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
  if (!purchase) throw new Error('purchase not stored');
  expect(purchase).toMatchObject({ status: 'APPROVED', userAmountCents: 13_333, totalPriceCents: 14_666 });
  return { host, eventId, paymentId, purchaseId: purchase.id };
}

const refund = (purchaseId: number, body: { itemId?: number; reason?: string; amountCents?: number } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/transactions/${purchaseId}/refund`,
    headers,
    payload: body,
  });

const refundsOf = async (purchaseId: number) =>
  (await t.app.inject({ url: `/api/admin/transactions/${purchaseId}/refunds`, headers })).json().refunds;

async function providerPayment(paymentId: string) {
  const response = await fetch(`${mock.url}/v1/payments/${paymentId}`, {
    headers: { authorization: `Bearer ${MP_TOKEN}` },
  });
  return (await response.json()) as {
    status: string;
    transaction_amount_refunded: number;
    refunds: { amount: number }[];
  };
}

async function hostTotals(host: { id: number }, eventId: number) {
  const response = await t.app.inject({
    url: `/api/users/events/${eventId}/transactions`,
    headers: await userHeaders(t.db, host.id),
  });
  return response.json();
}

const adminTotals = async (eventId: number) =>
  (await t.app.inject({ url: `/api/admin/events/${eventId}/transactions`, headers })).json();

const refundEntries = (purchaseId: number) =>
  t.db
    .select({ amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.purchaseId, purchaseId), eq(ledgerEntries.kind, 'REFUND')))
    .orderBy(asc(ledgerEntries.id));

describe('POST /api/admin/transactions/{id}/refund', () => {
  it('refunds a whole purchase before the payout: the balance goes down, the ledger and the provider say so', async () => {
    const { host, eventId, paymentId, purchaseId } = await approvedPurchase();
    expect(await hostTotals(host, eventId)).toMatchObject({ totalReceived: 133.33, totalAvailable: 133.33 });

    const response = await refund(purchaseId);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Reembolso realizado com sucesso.',
      transaction: { id: purchaseId, status: 'CANCELLED' },
      refunds: { refundable: false },
    });
    expect(await refundEntries(purchaseId)).toEqual([{ amountCents: -13_333 }]);
    const totals = await hostTotals(host, eventId);
    expect(totals).toMatchObject({ totalReceived: 0, totalAvailable: 0 });
    expect(totals).not.toHaveProperty('negativeBalance');
    const payment = await providerPayment(paymentId);
    expect(payment.status).toBe('refunded');
    expect(payment.refunds.map((r) => r.amount)).toEqual([146.66]);

    // The provider's notification of the refund, however late or repeated, moves nothing more.
    expect(await notify(paymentId, { times: 2 })).toEqual([200, 200]);
    expect(await refundEntries(purchaseId)).toEqual([{ amountCents: -13_333 }]);
  });

  it('refunds one line for its share of what the guest paid, and the last line for the rest', async () => {
    const { host, eventId, paymentId, purchaseId } = await approvedPurchase();
    const before = await refundsOf(purchaseId);
    expect(before).toMatchObject({
      refundable: true,
      remainingAmount: 146.66,
      lines: [
        // 146,66 × 100,00 / 133,33 = 109,9977… → rounded down to the centavo
        { giftName: 'Presente 1', userAmount: 100, refundAmount: 109.99, refunded: false },
        // 146,66 × 33,33 / 133,33 = 36,6625… → 36,66 while the other line is not refunded
        { giftName: 'Presente 2', userAmount: 33.33, refundAmount: 36.66, refunded: false },
      ],
    });
    const [first, second] = before.lines as { id: number }[];

    const response = await refund(purchaseId, { itemId: first?.id ?? 0 });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Reembolso realizado com sucesso.',
      transaction: { status: 'APPROVED' },
      refunds: {
        refundable: true,
        // the last line not refunded gives back the rest: 146,66 − 109,99 (the rounding's centavo)
        remainingAmount: 36.67,
        lines: [{ refunded: true }, { refunded: false, refundAmount: 36.67 }],
      },
    });
    expect(await refundEntries(purchaseId)).toEqual([{ amountCents: -10_000 }]);
    expect(await hostTotals(host, eventId)).toMatchObject({ totalReceived: 33.33, totalAvailable: 33.33 });
    let payment = await providerPayment(paymentId);
    expect(payment).toMatchObject({ status: 'approved', transaction_amount_refunded: 109.99 });

    // The same line again: refused, nothing more refunded.
    const again = await refund(purchaseId, { itemId: first?.id ?? 0 });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ success: false, message: 'Este item já foi reembolsado.' });

    // The last line: the rest of the payment, the purchase cancelled, each line reversed once.
    const last = await refund(purchaseId, { itemId: second?.id ?? 0 });
    expect(last.statusCode).toBe(200);
    expect(last.json()).toMatchObject({ transaction: { status: 'CANCELLED' } });
    expect(await hostTotals(host, eventId)).toMatchObject({ totalReceived: 0, totalAvailable: 0 });
    payment = await providerPayment(paymentId);
    expect(payment.status).toBe('refunded');
    expect(payment.refunds.map((r) => r.amount)).toEqual([109.99, 36.67]);
    // The line's −100,00, then the reversal of what the purchase still credited: −33,33.
    expect(await refundEntries(purchaseId)).toEqual([{ amountCents: -10_000 }, { amountCents: -3_333 }]);
    expect(await notify(paymentId)).toEqual([200]);
    expect(await hostTotals(host, eventId)).toMatchObject({ totalReceived: 0, totalAvailable: 0 });
  });

  it('refunds a purchase whose money was paid out: both screens get the negative balance', async () => {
    const { host, eventId, purchaseId } = await approvedPurchase();
    await insertPayout(t.db, {
      eventId,
      userId: host.id,
      requestedAmountCents: 13_333,
      paidAmountCents: 13_333,
      status: 'PAID',
    });
    expect(await hostTotals(host, eventId)).toMatchObject({ totalAvailable: 0, totalTransferred: 133.33 });

    expect((await refund(purchaseId)).statusCode).toBe(200);

    const expected = {
      totalReceived: 0,
      totalTransferred: 133.33,
      totalAvailable: 0,
      negativeBalance: -133.33,
    };
    expect(await hostTotals(host, eventId)).toMatchObject(expected);
    expect(await adminTotals(eventId)).toMatchObject(expected);
  });

  it('keeps the optional reason in the audit row, and gives the host balance the confirmation states', async () => {
    const { host, eventId, purchaseId } = await approvedPurchase();
    await insertPayout(t.db, {
      eventId,
      userId: host.id,
      requestedAmountCents: 13_333,
      paidAmountCents: 13_333,
      status: 'PAID',
    });
    const before = await refundsOf(purchaseId);
    // Nothing left for the host; a whole refund takes back R$ 133,33 of it, a line its host share.
    expect(before).toMatchObject({ hostBalance: 0, hostRemainingAmount: 133.33 });
    const [first] = before.lines as { id: number }[];

    const tooLong = await refund(purchaseId, { itemId: first?.id ?? 0, reason: 'x'.repeat(501) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      success: false,
      message: 'O campo Motivo deve ter no máximo 500 caracteres.',
    });

    const response = await refund(purchaseId, {
      itemId: first?.id ?? 0,
      reason: '  Convidado desistiu do presente  ',
    });

    expect(response.statusCode).toBe(200);
    expect(response.json().refunds).toMatchObject({ hostBalance: -100, hostRemainingAmount: 33.33 });
    const rows = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'purchase.refunded'), eq(auditLog.entityId, String(purchaseId))));
    expect(rows).toEqual([
      { after: expect.objectContaining({ itemId: first?.id, reason: 'Convidado desistiu do presente' }) },
    ]);

    // No reason given: none recorded.
    expect((await refund(purchaseId)).statusCode).toBe(200);
    const whole = await t.db
      .select({ after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'purchase.refunded'), eq(auditLog.entityId, String(purchaseId))))
      .orderBy(asc(auditLog.id));
    expect(whole[1]?.after).not.toHaveProperty('reason');
  });

  it('refunds an amount of the purchase, no more than what remains, then the rest', async () => {
    const { host, eventId, paymentId, purchaseId } = await approvedPurchase();

    for (const amountCents of [14_667, 0, 1.5]) {
      const refused = await refund(purchaseId, { amountCents });
      expect(refused.statusCode, String(amountCents)).toBe(400);
    }
    expect((await refund(purchaseId, { amountCents: 14_667 })).json().message.replace(/\u00a0/g, ' ')).toBe(
      'O valor do reembolso deve ser de no máximo R$ 146,66, o que resta da transação.',
    );

    const response = await refund(purchaseId, { amountCents: 5_000 });

    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      transaction: { status: 'APPROVED', state: 'PARTIALLY_REFUNDED' },
      // 146,66 − 50,00; the host loses 50,00 × 133,33 / 146,66 = 45,45 (rounded down), the platform the rest
      refunds: { refundable: true, remainingAmount: 96.66, hostRemainingAmount: 87.88 },
    });
    expect(await refundEntries(purchaseId)).toEqual([{ amountCents: -4_545 }]);
    expect(await hostTotals(host, eventId)).toMatchObject({ totalReceived: 87.88 });
    expect((await providerPayment(paymentId)).refunds.map((r) => r.amount)).toEqual([50]);
    expect((await refund(purchaseId, { amountCents: 9_667 })).statusCode).toBe(400);

    // The rest: the provider refunds what remains, the host's share left is taken back.
    expect((await refund(purchaseId)).statusCode).toBe(200);
    expect(await refundEntries(purchaseId)).toEqual([{ amountCents: -4_545 }, { amountCents: -8_788 }]);
    expect(await hostTotals(host, eventId)).toMatchObject({ totalReceived: 0 });
    const payment = await providerPayment(paymentId);
    expect(payment.status).toBe('refunded');
    expect(payment.transaction_amount_refunded).toBe(146.66);
  });

  it('refunds once when the button is clicked twice at the same time', async () => {
    const { host, eventId, paymentId, purchaseId } = await approvedPurchase();

    const answers = await Promise.all([refund(purchaseId), refund(purchaseId)]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json()).toEqual({
      success: false,
      message: 'Só é possível reembolsar uma transação aprovada.',
    });
    expect((await providerPayment(paymentId)).refunds).toHaveLength(1);
    expect(await refundEntries(purchaseId)).toEqual([{ amountCents: -13_333 }]);
    expect(await hostTotals(host, eventId)).toMatchObject({ totalReceived: 0 });
  });

  it('refunds one line once when its button is clicked twice at the same time', async () => {
    const { paymentId, purchaseId } = await approvedPurchase();
    const [first] = (await refundsOf(purchaseId)).lines as { id: number }[];

    const answers = await Promise.all([
      refund(purchaseId, { itemId: first?.id ?? 0 }),
      refund(purchaseId, { itemId: first?.id ?? 0 }),
    ]);

    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect((await providerPayment(paymentId)).refunds).toHaveLength(1);
    expect(await refundEntries(purchaseId)).toEqual([{ amountCents: -10_000 }]);
  });

  it('refuses a purchase that is not approved, or has no payment, and an unknown line or purchase', async () => {
    const host = await createTestUser(t.db);
    const eventId = host.event?.id ?? 0;
    const pending = await insertPurchase(t.db, eventId, { status: 'PENDING', providerPaymentId: null });
    const notApproved = await refund(pending.id);
    expect(notApproved.statusCode).toBe(409);
    expect(notApproved.json()).toEqual({
      success: false,
      message: 'Só é possível reembolsar uma transação aprovada.',
    });
    expect(await refundsOf(pending.id)).toMatchObject({ refundable: false });

    const unpaid = await insertPurchase(t.db, eventId, { status: 'APPROVED', providerPaymentId: null });
    const noPayment = await refund(unpaid.id);
    expect(noPayment.statusCode).toBe(400);
    expect(noPayment.json()).toEqual({
      success: false,
      message: 'Esta transação não tem pagamento para reembolsar.',
    });

    const { purchaseId } = await approvedPurchase();
    const otherLine = await refund(purchaseId, { itemId: pending.items[0]?.id ?? 0 });
    expect(otherLine.statusCode).toBe(404);
    expect(otherLine.json()).toEqual({ success: false, message: 'Item não encontrado nesta transação.' });
    expect((await refund(999_999)).statusCode).toBe(404);
    expect(await refundEntries(unpaid.id)).toEqual([]);
  });

  it('is for administrators only: no token 401, a host token refused', async () => {
    const { host, purchaseId, paymentId } = await approvedPurchase();
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/transactions/${purchaseId}/refund`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    const asHost = await t.app.inject({
      method: 'POST',
      url: `/api/admin/transactions/${purchaseId}/refund`,
      headers: await userHeaders(t.db, host.id),
      payload: {},
    });
    expect(asHost.statusCode).toBe(401);
    const listAsHost = await t.app.inject({
      url: `/api/admin/transactions/${purchaseId}/refunds`,
      headers: await userHeaders(t.db, host.id),
    });
    expect(listAsHost.statusCode).toBe(401);
    expect((await providerPayment(paymentId)).refunds).toHaveLength(0);
    expect((await t.db.select().from(purchases).where(eq(purchases.id, purchaseId)))[0]?.status).toBe(
      'APPROVED',
    );
  });
});
