import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentStatus } from '../../db/schema/enums';
import { purchases } from '../../db/schema/index';
import { decideTransition } from '../../payments/decide-transition';

export type AppliedPayment = {
  /** False: the row does not exist (a reference we never issued, or a removed row). */
  found: boolean;
  changed: boolean;
  /** The row became APPROVED with this notification: the moment to send the e-mails, once. */
  approvedNow: boolean;
};

/**
 * Records the provider's state of a guest purchase's payment. The row is locked for the whole
 * decision, so notifications delivered at the same time are applied one after the other and an
 * approval is seen (and mailed about) exactly once.
 */
export async function applyPurchasePayment(
  db: Db,
  purchaseId: number,
  paymentId: string,
  status: PaymentStatus,
): Promise<AppliedPayment> {
  // Most deliveries repeat a state already recorded (the provider retries, and sends several
  // notifications per payment): a plain read settles those without a transaction or a row lock,
  // which would hold a pooled connection for three round trips. A no-op decided on the last
  // committed state is as if it had run just before any concurrent change; a change is decided
  // again below, under the lock.
  const [seen] = await db
    .select({ status: purchases.status, providerPaymentId: purchases.providerPaymentId })
    .from(purchases)
    .where(eq(purchases.id, purchaseId));
  if (!seen) return { found: false, changed: false, approvedNow: false };
  if (!decideTransition(seen, paymentId, status)) return { found: true, changed: false, approvedNow: false };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: purchases.status, providerPaymentId: purchases.providerPaymentId })
      .from(purchases)
      .where(eq(purchases.id, purchaseId))
      .for('update');
    if (!row) return { found: false, changed: false, approvedNow: false };
    const next = decideTransition(row, paymentId, status);
    if (!next) return { found: true, changed: false, approvedNow: false };
    await tx.update(purchases).set(next).where(eq(purchases.id, purchaseId));
    return {
      found: true,
      changed: true,
      approvedNow: next.status === 'APPROVED' && row.status !== 'APPROVED',
    };
  });
}
