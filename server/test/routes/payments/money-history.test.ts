import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, eventGifts, ledgerEntries, purchases } from '../../../src/db/schema/index';
import { applyProviderPayment } from '../../../src/domain/payment/apply-provider-payment';
import { adminHeaders, createTestAdmin, createTestUser } from '../../helpers/accounts';
import { readOutbox } from '../../helpers/outbox';
import { addGiftsToEvent, buildWithPayments, setPlatformFees } from '../../helpers/payments';

/*
 * The provider's histories that broke the money: a refused checkout paid later when its cota had
 * been given meanwhile; an approval that goes to pending (or in mediation) and back; a payment of
 * another amount than the purchase's. Through the real webhook, against the provider's stand-in.
 */
const { t, mock, checkout, payQuietly, notify, setProviderStatus } = await buildWithPayments();
await setPlatformFees(t.db, { percentageGift: 10 });
const admin = await createTestAdmin(t.db);
const asAdmin = await adminHeaders(t.db, admin.id);

/** An event whose list has 'Lua de mel' in `quantity` cotas of R$ 100,00. */
async function cotasList(quantity: number) {
  const host = await createTestUser(t.db, { firstName: 'Bia' });
  const eventId = host.event?.id ?? 0;
  const [gift] = await addGiftsToEvent(t.db, eventId, [10_000]);
  const giftId = gift?.id ?? 0;
  await t.db
    .update(eventGifts)
    .set({ kind: 'cotas', name: 'Lua de mel', quantity })
    .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, giftId)));
  return { host, eventId, giftId };
}

async function buy(eventId: number, giftId: number, email: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/guests/purchase',
    payload: { eventId, name: 'Convidada', email, items: [{ id: giftId, quantity: 1 }] },
  });
  expect(response.statusCode).toBe(200);
  const { paymentLink } = response.json() as { paymentLink: string };
  const [row] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
  if (!row) throw new Error('purchase not stored');
  return { paymentLink, purchaseId: row.id };
}

async function purchase(purchaseId: number) {
  const [row] = await t.db.select().from(purchases).where(eq(purchases.id, purchaseId));
  if (!row) throw new Error('purchase not found');
  return row;
}

async function claimed(eventId: number, giftId: number) {
  const [line] = await t.db
    .select({ claimed: eventGifts.claimed, quantity: eventGifts.quantity })
    .from(eventGifts)
    .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, giftId)));
  return line?.claimed;
}

async function ledgerOf(purchaseId: number) {
  return t.db
    .select({ kind: ledgerEntries.kind, amountCents: ledgerEntries.amountCents })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.purchaseId, purchaseId))
    .orderBy(ledgerEntries.id);
}

async function feeBooks(purchaseId: number) {
  const [row] = await t.db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.purchaseId, purchaseId),
        inArray(ledgerEntries.kind, ['FEE_KEPT', 'FEE_REVERSED']),
      ),
    );
  return Number(row?.cents ?? 0);
}

async function providerRefunds(paymentId: string) {
  const response = await fetch(`${mock.url}/v1/payments/${paymentId}/refunds`, {
    headers: { authorization: 'Bearer TEST-token-dos-testes' },
  });
  return (await response.json()) as { amount: number }[];
}

const mailsTo = async (email: string) =>
  (await readOutbox(t.config)).filter((mail) => mail.to.includes(email));

describe('a refused checkout approved later, when its cota was given meanwhile', () => {
  it('never oversells: the late payment is refunded at the provider and the guest told, once', async () => {
    const { eventId, giftId } = await cotasList(1);
    const late = await buy(eventId, giftId, 'atrasada@example.com');
    await checkout(late.paymentLink, 'reject');
    expect((await purchase(late.purchaseId)).status).toBe('RECUSED');
    expect(await claimed(eventId, giftId)).toBe(0);

    const other = await buy(eventId, giftId, 'pontual@example.com');
    await checkout(other.paymentLink, 'approve');
    expect((await purchase(other.purchaseId)).status).toBe('APPROVED');
    expect(await claimed(eventId, giftId)).toBe(1);

    // The first guest pays the same checkout again, and the provider approves it.
    const paymentId = await payQuietly(late.paymentLink, 'approve');
    expect(await notify(paymentId, { times: 3 })).toEqual([200, 200, 200]);

    expect(await claimed(eventId, giftId)).toBe(1);
    const row = await purchase(late.purchaseId);
    expect(row.status).not.toBe('APPROVED');
    expect(row.status).not.toBe('PENDING');
    expect(row.providerPaymentId).toBe(paymentId);
    expect(row.lateApprovalRefundedAt).not.toBeNull();
    expect(await ledgerOf(late.purchaseId)).toEqual([]);
    // One refund of the whole payment, whatever the provider repeated.
    expect(await providerRefunds(paymentId)).toHaveLength(1);
    const mails = await mailsTo('atrasada@example.com');
    expect(mails.map((mail) => mail.subject)).toEqual([expect.stringMatching(/já foi presenteado/)]);
    expect(mails[0]?.text).toMatch(/devolvido|estornado/);

    // The provider then reports the refund: nothing moves.
    expect(await notify(paymentId)).toEqual([200]);
    expect(await claimed(eventId, giftId)).toBe(1);
    expect(await ledgerOf(late.purchaseId)).toEqual([]);
    expect(await mailsTo('atrasada@example.com')).toHaveLength(1);
  });

  it('takes its cota back when it is still free', async () => {
    const { eventId, giftId } = await cotasList(1);
    const late = await buy(eventId, giftId, 'livre@example.com');
    await checkout(late.paymentLink, 'reject');
    const paymentId = await payQuietly(late.paymentLink, 'approve');
    expect(await notify(paymentId)).toEqual([200]);
    expect((await purchase(late.purchaseId)).status).toBe('APPROVED');
    expect(await claimed(eventId, giftId)).toBe(1);
    expect(await providerRefunds(paymentId)).toHaveLength(0);
  });

  it('refuses an administrator approving it by hand past the quantity, in Portuguese', async () => {
    const { eventId, giftId } = await cotasList(1);
    const refused = await buy(eventId, giftId, 'manual@example.com');
    const { paymentId } = await checkout(refused.paymentLink, 'reject');
    const other = await buy(eventId, giftId, 'outra@example.com');
    await checkout(other.paymentLink, 'approve');
    // The provider approves it after all (its notification not yet here): the hand-set approval
    // agrees with the provider, and still cannot take a cota that is gone.
    await setProviderStatus(paymentId, 'approved');

    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/transactions/${refused.purchaseId}/status`,
      headers: asAdmin,
      payload: { status: 'APPROVED', reason: 'Conferido no Mercado Pago' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toMatch(/Lua de mel/);
    expect((await purchase(refused.purchaseId)).status).toBe('RECUSED');
    expect(await claimed(eventId, giftId)).toBe(1);
  });

  it('is refused by the database whoever writes past the quantity', async () => {
    const { eventId, giftId } = await cotasList(2);
    await expect(
      t.db
        .update(eventGifts)
        .set({ claimed: 3 })
        .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, giftId))),
    ).rejects.toThrow();
  });
});

describe('an approval that goes to pending or in mediation and back', () => {
  for (const middle of ['pending', 'in_mediation']) {
    it(`keeps the platform's fee once and mails once (approved → ${middle} → approved)`, async () => {
      const { host, eventId, giftId } = await cotasList(5);
      const { paymentLink, purchaseId } = await buy(eventId, giftId, `volta-${middle}@example.com`);
      const paymentId = await payQuietly(paymentLink, 'approve');
      expect(await notify(paymentId)).toEqual([200]);
      const { totalPriceCents, userAmountCents } = await purchase(purchaseId);
      const fee = totalPriceCents - userAmountCents;
      expect(fee).toBeGreaterThan(0);

      await setProviderStatus(paymentId, middle);
      expect(await notify(paymentId)).toEqual([200]);
      expect((await purchase(purchaseId)).status).toBe('PENDING');
      expect(await feeBooks(purchaseId)).toBe(0);

      await setProviderStatus(paymentId, 'approved');
      expect(await notify(paymentId, { times: 2 })).toEqual([200, 200]);
      expect((await purchase(purchaseId)).status).toBe('APPROVED');
      expect(await feeBooks(purchaseId)).toBe(fee);
      expect(await claimed(eventId, giftId)).toBe(1);

      expect(await mailsTo(`volta-${middle}@example.com`)).toHaveLength(1);
      expect(
        (await mailsTo(host.email)).filter((mail) => /Lua de mel|presente/i.test(mail.text)),
      ).toHaveLength(1);

      // Refunded in the end: the fee goes back with the host's share.
      await setProviderStatus(paymentId, 'refunded');
      expect(await notify(paymentId)).toEqual([200]);
      expect(await feeBooks(purchaseId)).toBe(0);
      const kinds = (await ledgerOf(purchaseId)).map((entry) => entry.kind);
      expect(kinds.filter((kind) => kind === 'FEE_REVERSED')).toHaveLength(2);
    });
  }
});

describe("a payment whose amount is not the purchase's", () => {
  it('is not approved, and is flagged for the back office once', async () => {
    const { eventId, giftId } = await cotasList(5);
    const { paymentLink, purchaseId } = await buy(eventId, giftId, 'valor@example.com');
    const paymentId = await payQuietly(paymentLink, 'approve');
    const payment = await t.app.payments.getPayment(paymentId);
    if (!payment) throw new Error('payment not found');
    const { totalPriceCents } = await purchase(purchaseId);
    expect(Math.round(payment.transaction_amount * 100)).toBe(totalPriceCents);
    const short = { ...payment, transaction_amount: 1 };

    for (let delivery = 0; delivery < 3; delivery++) await applyProviderPayment(t.app, short);

    const row = await purchase(purchaseId);
    expect(row.status).toBe('PENDING');
    expect(row.providerAmountMismatchCents).toBe(100);
    expect(await ledgerOf(purchaseId)).toEqual([]);
    expect(await mailsTo('valor@example.com')).toHaveLength(0);
    const flags = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'purchase'), eq(auditLog.entityId, String(purchaseId))));
    expect(flags.map((flag) => flag.action)).toEqual(['purchase.payment-amount-mismatch']);
    expect(flags[0]?.after).toMatchObject({ providerAmountCents: 100, totalPriceCents, paymentId });

    // The right amount is approved as usual.
    await applyProviderPayment(t.app, payment);
    expect((await purchase(purchaseId)).status).toBe('APPROVED');
  });
});
