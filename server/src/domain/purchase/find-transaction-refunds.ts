import { centsToReais } from '@celebra/shared/format';
import type { TTransactionRefunds } from '@celebra/shared/models';
import { and, asc, eq, notInArray, sum } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ledgerEntries, purchaseItems, purchases } from '../../db/schema/index';
import { PLATFORM_FEE_KINDS } from '../ledger/find-ledger-entries';
import { findAmountRefunds, findRefundedLineIds } from '../ledger/record-line-refund';
import { hostLineCents } from './price-cart';
import { planRefunds } from './refund-amounts';

type Executor = Pick<Db, 'select'>;

/**
 * The sum of an event's host entries: its balance whatever is held, below zero when refunds or
 * charge-backs came after a payout (the platform's fee kinds left out).
 */
async function findHostBalanceCents(db: Executor, eventId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sum(ledgerEntries.amountCents).mapWith(Number) })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.eventId, eventId), notInArray(ledgerEntries.kind, [...PLATFORM_FEE_KINDS])));
  return row?.cents ?? 0;
}

/**
 * A purchase's lines, in their order, for the refund plan, each with its host share
 * (`userAmountCents`): the line's price, less the platform's fee on the line when the guest did
 * not cover it (hostLineCents, as the cart was priced), so that the lines' shares add up to the
 * purchase's userAmount, as the refunds' split needs.
 */
export async function findRefundLines(db: Executor, purchaseId: number) {
  const rows = await db
    .select({
      id: purchaseItems.id,
      giftName: purchaseItems.giftName,
      unitPriceCents: purchaseItems.unitPriceCents,
      quantity: purchaseItems.quantity,
      percentage: purchases.percentage,
      feeCoveredByGuest: purchases.feeCoveredByGuest,
    })
    .from(purchaseItems)
    .innerJoin(purchases, eq(purchases.id, purchaseItems.purchaseId))
    .where(eq(purchaseItems.purchaseId, purchaseId))
    .orderBy(asc(purchaseItems.id));
  return rows.map(({ percentage, feeCoveredByGuest, unitPriceCents, ...line }) => ({
    ...line,
    userAmountCents: hostLineCents(unitPriceCents, line.quantity, percentage, feeCoveredByGuest),
  }));
}

/**
 * GET /admin/transactions/{id}/refunds: what the refund buttons offer, whole and line by line
 * (refund-amounts.ts says how each amount is rounded). Undefined for an unknown purchase.
 */
export async function findTransactionRefunds(
  db: Executor,
  purchaseId: number,
): Promise<TTransactionRefunds | undefined> {
  const [purchase] = await db
    .select({
      eventId: purchases.eventId,
      status: purchases.status,
      providerPaymentId: purchases.providerPaymentId,
      totalPriceCents: purchases.totalPriceCents,
      userAmountCents: purchases.userAmountCents,
    })
    .from(purchases)
    .where(eq(purchases.id, purchaseId))
    .limit(1);
  if (!purchase) return undefined;
  const lines = await findRefundLines(db, purchaseId);
  const refunded = new Set(await findRefundedLineIds(db, purchaseId));
  const plan = planRefunds(purchase, lines, refunded, await findAmountRefunds(db, purchaseId));
  const hostBalanceCents = await findHostBalanceCents(db, purchase.eventId);
  return {
    refundable: purchase.status === 'APPROVED' && Boolean(purchase.providerPaymentId),
    remainingAmount: centsToReais(plan.remainingCents),
    lines: plan.lines.map((line, index) => ({
      id: line.id,
      giftName: lines[index]?.giftName ?? '',
      quantity: line.quantity,
      userAmount: centsToReais(line.userAmountCents),
      refundAmount: centsToReais(line.refundCents),
      refunded: line.refunded,
    })),
    hostBalance: centsToReais(hostBalanceCents),
    hostRemainingAmount: centsToReais(plan.hostRemainingCents),
    totalPrice: centsToReais(purchase.totalPriceCents),
    userAmount: centsToReais(purchase.userAmountCents),
  };
}
