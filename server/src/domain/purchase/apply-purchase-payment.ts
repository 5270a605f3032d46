import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentStatus } from '../../db/schema/enums';
import { purchases } from '../../db/schema/index';
import { type AppliedPayment, applyTransition, type PaidRow } from '../../payments/apply-transition';

/** Records the provider's state of a guest purchase's payment (applyTransition). */
export function applyPurchasePayment(
  db: Db,
  purchaseId: number,
  paymentId: string,
  status: PaymentStatus,
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
    { read, write: (tx, next) => tx.update(purchases).set(next).where(eq(purchases.id, purchaseId)) },
    paymentId,
    status,
  );
}
