import type { TTransactionStatus } from '@celebra/shared/models';
import { asc, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerEntries, payoutDestinations, purchases } from '../../../src/db/schema/index';
import { concludePayout } from '../../../src/domain/payout/conclude-payout';
import { createPayoutRequest } from '../../../src/domain/payout/create-payout-request';
import { findBalanceCents } from '../../../src/domain/payout/find-balance';
import { applyPurchasePayment } from '../../../src/domain/purchase/apply-purchase-payment';
import { updateTransactionStatus } from '../../../src/domain/purchase/update-transaction-status';
import type { ProviderPayment } from '../../../src/payment-provider/mercadopago';
import { createTestAdmin, createTestUser } from '../../helpers/accounts';
import { build } from '../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);

async function hostEvent() {
  const host = await createTestUser(t.db);
  if (!host.event) throw new Error('event not created');
  return { id: host.event.id, userId: host.id };
}

/** A guest's purchase as the checkout leaves it: PENDING, R$ 100,00 to the host and R$ 10,00 of fee. */
/** An administrator's status change, the provider reporting the payment as `providerStatus`. */
const setByHand = (purchaseId: number, status: TTransactionStatus, providerStatus: string) =>
  updateTransactionStatus(
    t.db,
    {
      getPayment: async () => ({ id: 'pagamento', status: providerStatus }) as ProviderPayment,
      searchPayments: async () => ({ total: 0, limit: 50, offset: 0, results: [] }),
    },
    purchaseId,
    { status, reason: 'Conferido no Mercado Pago', adminId: admin.id },
  );

async function pendingPurchase(eventId: number) {
  const [row] = await t.db
    .insert(purchases)
    .values({
      eventId,
      guestEmail: 'convidado@example.com',
      userAmountCents: 10_000,
      totalPriceCents: 11_000,
      percentage: 10,
      providerPaymentId: `pagamento-${eventId}-${Math.random()}`,
    })
    .returning({ id: purchases.id });
  if (!row) throw new Error('purchase not inserted');
  return row.id;
}

const entriesOf = (eventId: number) =>
  t.db
    .select({
      kind: ledgerEntries.kind,
      amountCents: ledgerEntries.amountCents,
      occurrence: ledgerEntries.occurrence,
    })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.eventId, eventId))
    .orderBy(asc(ledgerEntries.id));

describe('the money ledger', () => {
  it('credits an approved purchase once however many times the provider says so', async () => {
    const event = await hostEvent();
    const purchaseId = await pendingPurchase(event.id);

    for (let delivery = 0; delivery < 5; delivery++)
      await applyPurchasePayment(t.db, purchaseId, '7000001', 'APPROVED', 'approved');
    await Promise.all(
      Array.from({ length: 5 }, () =>
        applyPurchasePayment(t.db, purchaseId, '7000001', 'APPROVED', 'approved'),
      ),
    );

    expect(await entriesOf(event.id)).toEqual([
      { kind: 'GIFT_CREDITED', amountCents: 10_000, occurrence: 1 },
      { kind: 'FEE_KEPT', amountCents: 1_000, occurrence: 1 },
    ]);
    expect((await findBalanceCents(t.db, event.id)).availableCents).toBe(10_000);
  });

  it('takes a refunded purchase back as REFUND and a charged-back one as CHARGEBACK', async () => {
    const event = await hostEvent();
    const refunded = await pendingPurchase(event.id);
    const chargedBack = await pendingPurchase(event.id);
    await applyPurchasePayment(t.db, refunded, '7000002', 'APPROVED', 'approved');
    await applyPurchasePayment(t.db, chargedBack, '7000003', 'APPROVED', 'approved');

    await applyPurchasePayment(t.db, refunded, '7000002', 'CANCELLED', 'refunded');
    await applyPurchasePayment(t.db, chargedBack, '7000003', 'CANCELLED', 'charged_back');
    await applyPurchasePayment(t.db, chargedBack, '7000003', 'CANCELLED', 'charged_back');

    const reversals = (await entriesOf(event.id)).filter((entry) => entry.amountCents < 0);
    // The platform gives its fee back with each (the provider returned what the guest paid).
    expect(reversals).toEqual([
      { kind: 'REFUND', amountCents: -10_000, occurrence: 1 },
      { kind: 'FEE_REVERSED', amountCents: -1_000, occurrence: 1 },
      { kind: 'CHARGEBACK', amountCents: -10_000, occurrence: 1 },
      { kind: 'FEE_REVERSED', amountCents: -1_000, occurrence: 1 },
    ]);
    expect(await findBalanceCents(t.db, event.id)).toEqual({
      receivedCents: 0,
      transferredCents: 0,
      pendingCents: 0,
      reservedCents: 0,
      boughtCents: 0,
      availableCents: 0,
      heldCents: 0,
      releases: [],
    });
  });

  it("records the administrator's status changes: a cancellation refunds, a new approval credits again", async () => {
    const event = await hostEvent();
    const purchaseId = await pendingPurchase(event.id);

    await setByHand(purchaseId, 'APPROVED', 'approved');
    await setByHand(purchaseId, 'CANCELLED', 'refunded');
    await setByHand(purchaseId, 'APPROVED', 'approved');

    expect(await entriesOf(event.id)).toEqual([
      { kind: 'GIFT_CREDITED', amountCents: 10_000, occurrence: 1 },
      { kind: 'FEE_KEPT', amountCents: 1_000, occurrence: 1 },
      { kind: 'REFUND', amountCents: -10_000, occurrence: 1 },
      { kind: 'FEE_REVERSED', amountCents: -1_000, occurrence: 1 },
      { kind: 'GIFT_CREDITED', amountCents: 10_000, occurrence: 2 },
      { kind: 'FEE_KEPT', amountCents: 1_000, occurrence: 2 },
    ]);
    expect((await findBalanceCents(t.db, event.id)).receivedCents).toBe(10_000);
  });

  it('an approval undone by hand while nothing was refunded at the provider is no Estorno: STATUS_REVERSED', async () => {
    const event = await hostEvent();
    const purchaseId = await pendingPurchase(event.id);
    await setByHand(purchaseId, 'APPROVED', 'approved');
    await setByHand(purchaseId, 'PENDING', 'in_mediation');
    await setByHand(purchaseId, 'CANCELLED', 'cancelled');

    expect(await entriesOf(event.id)).toEqual([
      { kind: 'GIFT_CREDITED', amountCents: 10_000, occurrence: 1 },
      { kind: 'FEE_KEPT', amountCents: 1_000, occurrence: 1 },
      { kind: 'FEE_REVERSED', amountCents: -1_000, occurrence: 1 },
      { kind: 'STATUS_REVERSED', amountCents: -10_000, occurrence: 1 },
    ]);
    expect((await findBalanceCents(t.db, event.id)).receivedCents).toBe(0);
    const [row] = await t.db
      .select({ state: purchases.state })
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    expect(row?.state).toBe('CANCELLED');
  });

  it('reserves a requested payout and settles it with what was paid', async () => {
    const event = await hostEvent();
    await t.db.insert(payoutDestinations).values({
      userId: event.userId,
      holderName: 'Ana Souza',
      documentType: 'CPF',
      document: '52998224725',
      pixKeyType: 'EMAIL',
      pixKey: 'ana@example.com',
    });
    await setByHand(await pendingPurchase(event.id), 'APPROVED', 'approved');

    await createPayoutRequest(t.db, event);
    expect(await findBalanceCents(t.db, event.id)).toEqual({
      receivedCents: 10_000,
      transferredCents: 0,
      pendingCents: 10_000,
      reservedCents: 0,
      boughtCents: 0,
      availableCents: 0,
      heldCents: 0,
      releases: [],
    });
    const [payout] = await t.db
      .execute<{ id: number }>(sql`select id from payouts where event_id = ${event.id}`)
      .then((result) => result.rows);
    // The bank kept R$ 1,50: what was not paid goes back to the host's balance.
    await concludePayout(t.db, payout?.id ?? 0, admin.id, { paidAmount: 98.5, reason: 'Tarifa do banco' });

    expect((await entriesOf(event.id)).filter((entry) => entry.kind.startsWith('PAYOUT'))).toEqual([
      { kind: 'PAYOUT_REQUESTED', amountCents: -10_000, occurrence: 1 },
      { kind: 'PAYOUT_CONCLUDED', amountCents: 150, occurrence: 1 },
    ]);
    expect(await findBalanceCents(t.db, event.id)).toEqual({
      receivedCents: 10_000,
      transferredCents: 9_850,
      pendingCents: 0,
      reservedCents: 0,
      boughtCents: 0,
      availableCents: 150,
      heldCents: 0,
      releases: [],
    });
  });

  it('refuses to change or delete an entry, and to write the same movement twice', async () => {
    const event = await hostEvent();
    const purchaseId = await pendingPurchase(event.id);
    await setByHand(purchaseId, 'APPROVED', 'approved');

    await expect(
      t.db.update(ledgerEntries).set({ amountCents: 1 }).where(eq(ledgerEntries.purchaseId, purchaseId)),
    ).rejects.toMatchObject({ cause: { message: 'ledger_entries is append-only: UPDATE refused' } });
    await expect(
      t.db.delete(ledgerEntries).where(eq(ledgerEntries.purchaseId, purchaseId)),
    ).rejects.toMatchObject({
      cause: { message: 'ledger_entries is append-only: DELETE refused' },
    });
    await expect(
      t.db
        .insert(ledgerEntries)
        .values({ eventId: event.id, kind: 'GIFT_CREDITED', amountCents: 10_000, purchaseId }),
    ).rejects.toMatchObject({ cause: { constraint: 'ledger_entries_purchase_movement_once' } });
    expect(await entriesOf(event.id)).toHaveLength(2);
  });
});
