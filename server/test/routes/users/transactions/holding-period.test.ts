import { nothingAvailableYetMessage } from '@celebra/shared/messages';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerEntries, payouts, purchaseItems, purchases } from '../../../../src/db/schema/index';
import { createPayoutRequest } from '../../../../src/domain/payout/create-payout-request';
import { findBalanceCents, findTransactionTotals } from '../../../../src/domain/payout/find-balance';
import { applyPurchasePayment } from '../../../../src/domain/purchase/apply-purchase-payment';
import { findHostReceivedGifts } from '../../../../src/domain/purchase/find-received-gifts';
import { refundPurchase } from '../../../../src/domain/purchase/refund-purchase';
import { setHoldingDays } from '../../../domain/ledger/set-holding-days';
import { createTestAdmin, createTestUser, userHeaders } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';
import { insertPayoutDestination } from '../../../helpers/payout-destination';

/*
 * The holding period (settings.holdingDays): an approved gift's money is 'a liberar' for that many
 * days after its approval, in the balance's received total but not in what can be requested. The
 * routes answer at the real now; the days after are checked through the domain functions' `at`.
 */

const t = await build();
const DAY_MS = 24 * 3_600_000;

beforeAll(() => setHoldingDays(t.db, 7));
afterAll(() => setHoldingDays(t.db, 0));

/** A host with a payout destination and their event. */
async function newHost() {
  const host = await createTestUser(t.db);
  const eventId = host.event?.id ?? 0;
  await insertPayoutDestination(t.db, host.id);
  return { event: { id: eventId, userId: host.id }, headers: await userHeaders(t.db, host.id) };
}

let paymentIds = 7_000_000;

/**
 * A guest's purchase of these lines (host's share per line, centavos), approved by the provider's
 * notification as the webhook applies it; answers it with the instant of its credit.
 */
async function approvedGift(eventId: number, lines: number[]) {
  const userAmountCents = lines.reduce((sum, cents) => sum + cents, 0);
  paymentIds += 1;
  const paymentId = String(paymentIds);
  const [row] = await t.db
    .insert(purchases)
    .values({
      eventId,
      guestName: 'Bruno',
      guestEmail: 'bruno@example.com',
      userAmountCents,
      totalPriceCents: userAmountCents,
      percentage: 0,
    })
    .returning({ id: purchases.id });
  if (!row) throw new Error('purchase not inserted');
  const items = await t.db
    .insert(purchaseItems)
    .values(
      lines.map((cents, index) => ({
        purchaseId: row.id,
        giftName: `Presente ${index + 1}`,
        unitPriceCents: cents,
        quantity: 1,
      })),
    )
    .returning({ id: purchaseItems.id });
  await applyPurchasePayment(t.db, row.id, paymentId, 'APPROVED', 'approved');
  const [credit] = await t.db
    .select({ createdAt: ledgerEntries.createdAt })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.purchaseId, row.id), eq(ledgerEntries.kind, 'GIFT_CREDITED')));
  if (!credit) throw new Error('not credited');
  return { id: row.id, paymentId, itemIds: items.map((item) => item.id), approvedAt: credit.createdAt };
}

const daysAfter = (instant: Date, days: number, extraMs = 0) =>
  new Date(instant.getTime() + days * DAY_MS + extraMs);
/** The calendar day in Brasília, 'YYYY-MM-DD'. */
const brasiliaDay = (instant: Date) => instant.toLocaleDateString('en-CA', { timeZone: 'America/Sao_Paulo' });

/** The provider's refund calls, answered as the provider would (the network's edge). */
const refunds: string[] = [];
const payments = {
  refundPayment: async (paymentId: string) => {
    refunds.push(paymentId);
    return {};
  },
};

describe('the holding period', () => {
  it('holds an approved gift for 7 days: shown as held, not requested, available on the 7th day', async () => {
    const { event, headers } = await newHost();
    const gift = await approvedGift(event.id, [30_000]);
    const releaseAt = daysAfter(gift.approvedAt, 7);
    const releaseDay = brasiliaDay(releaseAt);

    const totals = await t.app.inject({ url: `/api/users/events/${event.id}/transactions`, headers });
    expect(totals.statusCode).toBe(200);
    expect(totals.json()).toEqual({
      success: true,
      message: expect.any(String),
      totalReceived: 300,
      totalTransferred: 0,
      totalPending: 0,
      totalAvailable: 0,
      totalHeld: 300,
      totalReserved: 0,
      totalBought: 0,
      releases: [{ date: releaseDay, amount: 300 }],
    });

    const refused = await t.app.inject({ url: `/api/users/events/${event.id}/payout-requests`, headers });
    expect(refused.statusCode).toBe(400);
    const [, month, day] = releaseDay.split('-');
    expect(refused.json()).toEqual({
      success: false,
      message: `Não há saldo disponível para repasse ainda: R$\u00a0300,00 a liberar em ${day}/${month}.`,
    });
    expect(refused.json().message).toBe(nothingAvailableYetMessage(300, releaseDay));
    expect(await t.db.select().from(payouts).where(eq(payouts.eventId, event.id))).toEqual([]);

    const gifts = await t.app.inject({ url: `/api/users/events/${event.id}/received-gifts`, headers });
    expect(gifts.json().receivedGifts).toEqual([
      expect.objectContaining({ id: gift.id, status: 'APPROVED', heldUntil: releaseAt.toISOString() }),
    ]);

    // A moment before the seventh day ends the hold: still held, still refused.
    const justBefore = daysAfter(gift.approvedAt, 7, -1);
    expect(await findBalanceCents(t.db, event.id, justBefore)).toMatchObject({
      heldCents: 30_000,
      availableCents: 0,
    });
    await expect(createPayoutRequest(t.db, event, justBefore)).rejects.toMatchObject({ code: 'invalid' });

    // Seven days after the approval: available, no longer 'a liberar', and requested.
    expect(await findBalanceCents(t.db, event.id, releaseAt)).toEqual({
      receivedCents: 30_000,
      transferredCents: 0,
      pendingCents: 0,
      availableCents: 30_000,
      heldCents: 0,
      reservedCents: 0,
      boughtCents: 0,
      releases: [],
    });
    expect(await findHostReceivedGifts(t.db, event.id, 'APPROVED', releaseAt)).toEqual([
      expect.objectContaining({ id: gift.id, heldUntil: null }),
    ]);
    expect(await createPayoutRequest(t.db, event, releaseAt)).toBe(30_000);
    expect(await findTransactionTotals(t.db, event.id, releaseAt)).toMatchObject({
      totalPending: 300,
      totalAvailable: 0,
      totalHeld: 0,
      totalReserved: 0,
      totalBought: 0,
    });
  });

  it('adds the gifts released on the same day into one release', async () => {
    const { event } = await newHost();
    const first = await approvedGift(event.id, [10_000]);
    const second = await approvedGift(event.id, [5_000]);
    const releases = (await findBalanceCents(t.db, event.id)).releases;
    if (brasiliaDay(daysAfter(first.approvedAt, 7)) === brasiliaDay(daysAfter(second.approvedAt, 7))) {
      expect(releases).toEqual([{ date: brasiliaDay(daysAfter(first.approvedAt, 7)), amountCents: 15_000 }]);
    } else {
      // The two approvals straddled midnight in Brasília: two days, soonest first.
      expect(releases).toEqual([
        { date: brasiliaDay(daysAfter(first.approvedAt, 7)), amountCents: 10_000 },
        { date: brasiliaDay(daysAfter(second.approvedAt, 7)), amountCents: 5_000 },
      ]);
    }
  });

  it('a refund or a charge-back of a held gift takes it out of both the received and the held money', async () => {
    const { event } = await newHost();
    const refunded = await approvedGift(event.id, [20_000]);
    const chargedBack = await approvedGift(event.id, [7_000]);
    const kept = await approvedGift(event.id, [3_000]);

    await refundPurchase(t.db, payments, refunded.id, undefined, (await createTestAdmin(t.db)).id);
    expect(refunds).toContain(refunded.paymentId);
    await applyPurchasePayment(t.db, chargedBack.id, chargedBack.paymentId, 'CANCELLED', 'charged_back');

    expect(await findBalanceCents(t.db, event.id)).toMatchObject({
      receivedCents: 3_000,
      heldCents: 3_000,
      availableCents: 0,
    });
    expect(await findBalanceCents(t.db, event.id, daysAfter(kept.approvedAt, 7))).toMatchObject({
      receivedCents: 3_000,
      heldCents: 0,
      availableCents: 3_000,
    });
  });

  it('a line refunded from a held gift lowers what is held by its share: available does not move', async () => {
    const { event } = await newHost();
    const gift = await approvedGift(event.id, [10_000, 4_000]);
    const [, secondLine] = gift.itemIds;

    await refundPurchase(t.db, payments, gift.id, secondLine, (await createTestAdmin(t.db)).id);

    expect(await findBalanceCents(t.db, event.id)).toMatchObject({
      receivedCents: 10_000,
      heldCents: 10_000,
      availableCents: 0,
    });
    expect(await findHostReceivedGifts(t.db, event.id, 'APPROVED')).toEqual([
      expect.objectContaining({ id: gift.id, heldUntil: daysAfter(gift.approvedAt, 7).toISOString() }),
    ]);
    expect(await findBalanceCents(t.db, event.id, daysAfter(gift.approvedAt, 7))).toMatchObject({
      heldCents: 0,
      availableCents: 10_000,
    });
  });
});
