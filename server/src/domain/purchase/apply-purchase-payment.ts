import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentStatus } from '../../db/schema/enums';
import { purchases } from '../../db/schema/index';
import { type AppliedPayment, applyTransition, type PaidRow } from '../../payments/apply-transition';
import { markReversalAsChargeback } from '../ledger/mark-chargeback';

/**
 * Records the provider's state of a guest purchase's payment (applyTransition). The ledger follows
 * the status (db/schema/ledger-entries.ts); `providerStatus`, the provider's own word, tells a
 * charge-back ('charged_back') from a refund when an approved purchase is taken back;
 * `installments`, the card's as the payer chose them, is recorded with the payment's state (null:
 * not a card, or not reported).
 */
export function applyPurchasePayment(
  db: Db,
  purchaseId: number,
  paymentId: string,
  status: PaymentStatus,
  providerStatus?: string,
  installments?: number | null,
): Promise<AppliedPayment> {
  const read: PaidRow<PaymentStatus>['read'] = async (handle, forUpdate) => {
    const query = handle
      .select({ status: purchases.status, providerPaymentId: purchases.providerPaymentId })
      .from(purchases)
      .where(eq(purchases.id, purchaseId));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  };
  return applyTransition(
    db,
    {
      read,
      write: async (tx, next) => {
        if (providerStatus === 'charged_back') await markReversalAsChargeback(tx);
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
}
