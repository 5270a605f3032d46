import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentStatus } from '../../db/schema/enums';
import { type PreUserPaymentStatus, preUserRequests } from '../../db/schema/index';
import { type AppliedPayment, applyTransition, type PaidRow } from '../payment/apply-transition';
import { toPreUserStatus } from './to-pre-user-status';

/**
 * Records the provider's state of a pre-registration fee (applyTransition): PENDING, CANCELLED or
 * APPROVED, a refusal cancelling it (the host can generate a new link). APPROVED opens the
 * event-info wizard.
 */
export function applyPreUserPayment(
  db: Db,
  preUserRequestId: number,
  paymentId: string,
  status: PaymentStatus,
): Promise<AppliedPayment> {
  const read: PaidRow<PreUserPaymentStatus>['read'] = async (handle, forUpdate) => {
    const query = handle
      .select({ status: preUserRequests.paymentStatus, providerPaymentId: preUserRequests.providerPaymentId })
      .from(preUserRequests)
      .where(eq(preUserRequests.id, preUserRequestId));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  };
  const write: PaidRow<PreUserPaymentStatus>['write'] = (tx, next) =>
    tx
      .update(preUserRequests)
      .set({ paymentStatus: next.status, providerPaymentId: next.providerPaymentId })
      .where(eq(preUserRequests.id, preUserRequestId));
  return applyTransition(db, { read, write }, paymentId, toPreUserStatus(status));
}
