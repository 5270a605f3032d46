import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentStatus } from '../../db/schema/enums';
import { preUserRequests } from '../../db/schema/index';
import { decideTransition } from '../../payments/decide-transition';
import { toPreUserStatus } from '../../payments/map-status';
import type { AppliedPayment } from './apply-purchase-payment';

/**
 * Records the provider's state of a pre-registration fee (PENDING, CANCELLED or APPROVED: a
 * refusal cancels it, and the host can generate a new link). APPROVED opens the event-info wizard.
 */
export async function applyPreUserPayment(
  db: Db,
  preUserRequestId: number,
  paymentId: string,
  status: PaymentStatus,
): Promise<AppliedPayment> {
  // Most deliveries repeat a state already recorded (the provider retries, and sends several
  // notifications per payment): a plain read settles those without a transaction or a row lock,
  // which would hold a pooled connection for three round trips. A no-op decided on the last
  // committed state is as if it had run just before any concurrent change; a change is decided
  // again below, under the lock.
  const [seen] = await db
    .select({ status: preUserRequests.paymentStatus, providerPaymentId: preUserRequests.providerPaymentId })
    .from(preUserRequests)
    .where(eq(preUserRequests.id, preUserRequestId));
  if (!seen) return { found: false, changed: false, approvedNow: false };
  if (!decideTransition(seen, paymentId, toPreUserStatus(status)))
    return { found: true, changed: false, approvedNow: false };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: preUserRequests.paymentStatus, providerPaymentId: preUserRequests.providerPaymentId })
      .from(preUserRequests)
      .where(eq(preUserRequests.id, preUserRequestId))
      .for('update');
    if (!row) return { found: false, changed: false, approvedNow: false };
    const next = decideTransition(row, paymentId, toPreUserStatus(status));
    if (!next) return { found: true, changed: false, approvedNow: false };
    await tx
      .update(preUserRequests)
      .set({ paymentStatus: next.status, providerPaymentId: next.providerPaymentId })
      .where(eq(preUserRequests.id, preUserRequestId));
    return {
      found: true,
      changed: true,
      approvedNow: next.status === 'APPROVED' && row.status !== 'APPROVED',
    };
  });
}
