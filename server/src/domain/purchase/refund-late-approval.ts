import { centsToReais } from '@celebra/shared/format';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgViolation } from '../../db/pg-errors';
import { purchases } from '../../db/schema/index';
import { recordAudit, SYSTEM_ACTOR } from '../audit/record-audit';
import type { RefundPayments } from './refund-purchase';

/** Raised by the database when a purchase would take back units or cotas that are no longer free. */
const CLAIM_CONSTRAINT = 'event_gifts_claimed_within_quantity';

/** Whether `error` is the database refusing a purchase's units past a list line's quantity. */
export function isLostClaim(error: unknown): boolean {
  const violation = pgViolation(error);
  return violation?.kind === 'check' && violation.constraint === CLAIM_CONSTRAINT;
}

/** The provider's idempotency key of a late approval's refund: one per purchase and payment. */
export function lateApprovalRefundKey(purchaseId: number, paymentId: string): string {
  return `refund-late-approval-${purchaseId}-${paymentId}`;
}

/**
 * A payment the provider approved for a purchase that had given its units or cotas back (refused,
 * or its checkout expired) when they are no longer free: the database refused the approval (the
 * purchase would oversell the list), so the payment is refunded whole at the provider and the
 * purchase stays out of the money: CANCELLED, with that payment's id and when it was refunded
 * (lateApprovalRefundedAt). Nothing enters the ledger: the purchase was never credited, and the
 * provider gives the guest back what it took, so the ledger, the list's claims and the provider
 * agree.
 *
 * Once per payment, whatever the provider repeats: the row is locked across the provider's call
 * (a repeat waits, then finds the refund recorded for this payment), the refund's idempotency key
 * names the purchase and the payment, and the row is written only when the provider answered, so
 * a refund that failed is tried again on the next notification (the webhook answers the error and
 * the provider retries). Answers the refunded centavos when this call issued the refund, for the
 * guest's mail; null when it had been issued before or the purchase moved meanwhile.
 */
export async function refundLateApproval(
  db: Db,
  payments: RefundPayments,
  purchaseId: number,
  paymentId: string,
): Promise<{ refundedCents: number } | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        status: purchases.status,
        providerPaymentId: purchases.providerPaymentId,
        lateApprovalRefundedAt: purchases.lateApprovalRefundedAt,
        totalPriceCents: purchases.totalPriceCents,
      })
      .from(purchases)
      .where(eq(purchases.id, purchaseId))
      .for('update');
    if (!row) return null;
    // Approved meanwhile (its units came free and another notification took them), or this
    // payment's refund already issued.
    if (row.status === 'APPROVED') return null;
    if (row.lateApprovalRefundedAt && row.providerPaymentId === paymentId) return null;

    await payments.refundPayment(paymentId, { idempotencyKey: lateApprovalRefundKey(purchaseId, paymentId) });
    await tx
      .update(purchases)
      .set({ status: 'CANCELLED', providerPaymentId: paymentId, lateApprovalRefundedAt: new Date() })
      .where(eq(purchases.id, purchaseId));
    await recordAudit(tx, {
      actor: SYSTEM_ACTOR,
      action: 'purchase.late-approval-refunded',
      entityType: 'purchase',
      entityId: purchaseId,
      before: { status: row.status },
      after: { status: 'CANCELLED', paymentId, refundedAmount: centsToReais(row.totalPriceCents) },
    });
    return { refundedCents: row.totalPriceCents };
  });
}
