import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentStatus } from '../../db/schema/enums';
import { eventServices } from '../../db/schema/index';
import { type AppliedPayment, applyTransition, type PaidRow } from '../payment/apply-transition';

/**
 * Records the provider's state of a turbo service purchase (applyTransition): APPROVED is a
 * contracted service. An approval counts even after the link's expiry (the buyer did pay); an
 * unpaid one simply stops being offered once expired.
 */
export function applyServicePayment(
  db: Db,
  eventServiceId: number,
  paymentId: string,
  status: PaymentStatus,
): Promise<AppliedPayment> {
  const read: PaidRow<PaymentStatus>['read'] = async (handle, forUpdate) => {
    const query = handle
      .select({ status: eventServices.status, providerPaymentId: eventServices.providerPaymentId })
      .from(eventServices)
      .where(eq(eventServices.id, eventServiceId));
    const [row] = forUpdate ? await query.for('update') : await query;
    return row;
  };
  return applyTransition(
    db,
    {
      read,
      write: (tx, next) => tx.update(eventServices).set(next).where(eq(eventServices.id, eventServiceId)),
    },
    paymentId,
    status,
  );
}
