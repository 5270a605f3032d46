import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentStatus } from '../../db/schema/enums';
import { purchases } from '../../db/schema/index';
import { markReversalAsChargeback } from '../ledger/mark-chargeback';
import { type AppliedPayment, applyTransition, type PaidRow } from '../payment/apply-transition';
import { isLostClaim } from './refund-late-approval';

/** A status an administrator set by hand that the provider's payment then changed. */
export type OverriddenManualStatus = { status: PaymentStatus; setAt: Date; providerStatus: PaymentStatus };

/**
 * Records the provider's state of a guest purchase's payment (applyTransition). The ledger follows
 * the status (db/schema/ledger-entries.ts); `providerStatus`, the provider's own word, tells a
 * charge-back ('charged_back') from a refund when an approved purchase is taken back;
 * `installments`, the card's as the payer chose them, is recorded with the payment's state (null:
 * not a card, or not reported).
 *
 * A status an administrator set by hand does not stop the provider's word: the provider is the
 * one who holds the money, so a payment it approved counts (a real payment is never lost because
 * someone had cancelled the purchase by hand), and one it refunds is taken back. But the change is
 * never silent: who set the status by hand and when stay on the row (the transaction's details
 * keep showing them), and the answer names the manual status the provider overrode
 * (`overriddenManualStatus`), for the caller to log.
 *
 * A purchase that had given its units or cotas back (refused, expired, refunded) takes them again
 * when the provider moves it back to PENDING or APPROVED only if they are still free: the database
 * refuses an oversell (event_gifts_claimed_within_quantity, migration 0021), nothing is written,
 * and the answer says `lostClaim`. An approval lost that way is the caller's to refund
 * (refund-late-approval.ts); anything else simply changes nothing until the provider's next word.
 */
export async function applyPurchasePayment(
  db: Db,
  purchaseId: number,
  paymentId: string,
  status: PaymentStatus,
  providerStatus?: string,
  installments?: number | null,
): Promise<AppliedPayment & { overriddenManualStatus: OverriddenManualStatus | null; lostClaim: boolean }> {
  let locked: { status: PaymentStatus; statusSetAt: Date | null } | undefined;
  let overriddenManualStatus: OverriddenManualStatus | null = null;
  const read: PaidRow<PaymentStatus>['read'] = async (handle, forUpdate) => {
    const query = handle
      .select({
        status: purchases.status,
        providerPaymentId: purchases.providerPaymentId,
        statusSetAt: purchases.statusSetAt,
        lateApprovalRefundedAt: purchases.lateApprovalRefundedAt,
      })
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    const [row] = forUpdate ? await query.for('update') : await query;
    if (forUpdate) locked = row;
    // A payment refunded as a late approval is on its way back to the guest: a stale word of it
    // (approved, read before the refund and delivered after the units came free) changes nothing.
    if (row?.lateApprovalRefundedAt && row.providerPaymentId === paymentId && status !== 'CANCELLED')
      return { status, providerPaymentId: paymentId };
    return row && { status: row.status, providerPaymentId: row.providerPaymentId };
  };
  let applied: AppliedPayment;
  try {
    applied = await applyTransition(
      db,
      {
        read,
        write: async (tx, next) => {
          if (providerStatus === 'charged_back') await markReversalAsChargeback(tx);
          if (locked?.statusSetAt && locked.status !== next.status) {
            overriddenManualStatus = {
              status: locked.status,
              setAt: locked.statusSetAt,
              providerStatus: next.status,
            };
          }
          const paidIn = installments == null ? {} : { installments };
          return tx
            .update(purchases)
            .set({ ...next, ...paidIn })
            .where(eq(purchases.id, purchaseId));
        },
      },
      paymentId,
      status,
    );
  } catch (error) {
    if (!isLostClaim(error)) throw error;
    return {
      found: true,
      changed: false,
      approvedNow: false,
      overriddenManualStatus: null,
      lostClaim: true,
    };
  }
  return { ...applied, overriddenManualStatus, lostClaim: false };
}
