import { centsToReais } from '@celebra/shared/format';
import {
  REFUND_ITEM_ALREADY_MESSAGE,
  REFUND_ITEM_NOT_FOUND_MESSAGE,
  REFUND_NO_PAYMENT_MESSAGE,
  REFUND_NOT_APPROVED_MESSAGE,
  refundAmountTooHighMessage,
  TRANSACTION_NOT_FOUND_MESSAGE,
} from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';
import type { RefundInput } from '../../payment-provider/mercadopago';
import { findAdminActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors/domain-error';
import {
  AMOUNT_REFUND_OCCURRENCE_BASE,
  findAmountRefunds,
  findRefundedLineIds,
  recordAmountRefund,
  recordLineRefund,
} from '../ledger/record-line-refund';
import { findRefundLines } from './find-transaction-refunds';
import { lineRefundCents, planRefunds } from './refund-amounts';
import { releaseRefundedLine } from './release-refunded-line';

/** The one call of the payments service a refund needs (services.payments). */
export type RefundPayments = {
  refundPayment: (paymentId: string, input: RefundInput) => Promise<unknown>;
};

/** The provider's idempotency key of a refund: one per purchase, or per purchase and line. */
export function refundIdempotencyKey(purchaseId: number, itemId?: number): string {
  return itemId === undefined
    ? `refund-purchase-${purchaseId}`
    : `refund-purchase-${purchaseId}-item-${itemId}`;
}

/**
 * POST /admin/transactions/{id}/refund: refunds an APPROVED purchase at the provider, whole (no
 * itemId) or one line of it, for what the guest paid for it (refund-amounts.ts), and records it.
 *
 * - Whole (or the last line not yet refunded, which is the rest of it): the provider refunds all
 *   that is left of the payment, the purchase becomes CANCELLED and the database's ledger trigger
 *   writes the REFUND of the host's share less the lines refunded before, so each line's share is
 *   reversed once.
 * - One line: the provider refunds that line's part, the ledger gets the line's REFUND (− its host
 *   share, domain/ledger/record-line-refund.ts), the purchase stays APPROVED, and the line's units
 *   or cotas go back to the list (releaseRefundedLine). A whole refund's come back by the
 *   database's trigger on the purchase's status.
 *
 * Once, however many clicks: the purchase's row is locked for the whole refund (a second request
 * waits, then finds the line refunded or the purchase no longer APPROVED: 409), the ledger's unique
 * index keeps one REFUND per line, and the provider's idempotency key (purchase, line) makes a
 * retry after a lost answer the same refund. The audit log records who refunded what (purchase.refunded)
 * in the same transaction. The lock is held across the provider's call on
 * purpose: a notification of the refund waits for it, then finds the purchase already moved.
 */
export async function refundPurchase(
  db: Db,
  payments: RefundPayments,
  purchaseId: number,
  itemId: number | undefined,
  adminId: number,
  reason: string | null = null,
  amountCents?: number,
): Promise<void> {
  // Said only when given: an audit row without a reason has no empty key.
  const why = reason ? { reason } : {};
  await db.transaction(async (tx) => {
    const [purchase] = await tx
      .select({
        id: purchases.id,
        eventId: purchases.eventId,
        status: purchases.status,
        providerPaymentId: purchases.providerPaymentId,
        totalPriceCents: purchases.totalPriceCents,
        userAmountCents: purchases.userAmountCents,
      })
      .from(purchases)
      .where(eq(purchases.id, purchaseId))
      .for('update');
    if (!purchase) throw new DomainError('not-found', TRANSACTION_NOT_FOUND_MESSAGE);

    const lines = await findRefundLines(tx, purchaseId);
    const refundedIds = new Set(await findRefundedLineIds(tx, purchaseId));
    if (itemId !== undefined) {
      if (!lines.some((line) => line.id === itemId))
        throw new DomainError('not-found', REFUND_ITEM_NOT_FOUND_MESSAGE);
      if (refundedIds.has(itemId)) throw new DomainError('conflict', REFUND_ITEM_ALREADY_MESSAGE);
    }
    if (purchase.status !== 'APPROVED') throw new DomainError('conflict', REFUND_NOT_APPROVED_MESSAGE);
    if (!purchase.providerPaymentId) throw new DomainError('invalid', REFUND_NO_PAYMENT_MESSAGE);

    const plan = planRefunds(purchase, lines, refundedIds, await findAmountRefunds(tx, purchaseId));
    const line = plan.lines.find((l) => l.id === itemId);
    const idempotencyKey = refundIdempotencyKey(purchaseId, itemId);

    // What one refund may give back: what remains of the purchase, or of the line within it.
    const maxCents = line ? Math.min(line.refundCents, plan.remainingCents) : plan.remainingCents;
    if (amountCents !== undefined && amountCents > maxCents)
      throw new DomainError('invalid', refundAmountTooHighMessage(centsToReais(maxCents)));
    if (line && amountCents === undefined && line.refundCents > plan.remainingCents)
      throw new DomainError('invalid', refundAmountTooHighMessage(centsToReais(plan.remainingCents)));
    const partial =
      amountCents !== undefined && amountCents < (line ? line.refundCents : plan.remainingCents);
    if (partial && amountCents !== undefined) {
      // An amount, not a line: the host loses its share of it (the purchase's split, rounded
      // down, never more than the host still has of it), the platform the rest of its fee.
      const { nextOccurrence } = await findAmountRefunds(tx, purchaseId);
      const hostCents = Math.min(
        plan.hostRemainingCents,
        lineRefundCents(purchase.userAmountCents, purchase.totalPriceCents, amountCents),
      );
      await payments.refundPayment(purchase.providerPaymentId, {
        amountCents,
        // The n-th amount refund of this purchase: a retry after a lost answer is the same refund.
        idempotencyKey: `refund-purchase-${purchaseId}-amount-${nextOccurrence - AMOUNT_REFUND_OCCURRENCE_BASE}-${amountCents}`,
      });
      await recordAmountRefund(tx, {
        eventId: purchase.eventId,
        purchaseId,
        occurrence: nextOccurrence,
        hostCents,
        feeCents: amountCents - hostCents,
      });
      await recordAudit(tx, {
        actor: await findAdminActor(tx, adminId),
        action: 'purchase.refunded',
        entityType: 'purchase',
        entityId: purchaseId,
        before: { status: 'APPROVED' },
        after: {
          status: 'APPROVED',
          ...(line ? { itemId: line.id } : {}),
          refundedAmount: centsToReais(amountCents),
          ...why,
        },
      });
      return;
    }

    if (line && plan.openCount > 1) {
      await payments.refundPayment(purchase.providerPaymentId, {
        amountCents: line.refundCents,
        idempotencyKey,
      });
      await recordLineRefund(tx, {
        eventId: purchase.eventId,
        purchaseId,
        itemId: line.id,
        userAmountCents: line.userAmountCents,
        refundCents: line.refundCents,
      });
      await releaseRefundedLine(tx, purchase.eventId, line.id);
      await recordAudit(tx, {
        actor: await findAdminActor(tx, adminId),
        action: 'purchase.refunded',
        entityType: 'purchase',
        entityId: purchaseId,
        before: { status: 'APPROVED' },
        after: {
          status: 'APPROVED',
          itemId: line.id,
          refundedAmount: centsToReais(line.refundCents),
          ...why,
        },
      });
      return;
    }

    // The whole purchase, or what is left of it: the provider refunds all that remains.
    await payments.refundPayment(purchase.providerPaymentId, { idempotencyKey });
    // The ledger's trigger reverses what this approval still credits: the lines refunded before
    // are left out of it, having been taken back already.
    await tx.update(purchases).set({ status: 'CANCELLED' }).where(eq(purchases.id, purchaseId));
    await recordAudit(tx, {
      actor: await findAdminActor(tx, adminId),
      action: 'purchase.refunded',
      entityType: 'purchase',
      entityId: purchaseId,
      before: { status: 'APPROVED' },
      after: {
        status: 'CANCELLED',
        ...(itemId === undefined ? {} : { itemId }),
        refundedAmount: centsToReais(plan.remainingCents),
        ...why,
      },
    });
  });
}
