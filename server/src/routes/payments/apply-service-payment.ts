import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { PaymentStatus } from '../../db/schema/enums';
import { eventServices } from '../../db/schema/index';
import { decideTransition } from '../../payments/decide-transition';
import type { AppliedPayment } from './apply-purchase-payment';

/**
 * Records the provider's state of a turbo service purchase: APPROVED is a contracted service.
 * An approval counts even after the link's expiry (the buyer did pay); an unpaid one simply stops
 * being offered once expired.
 */
export async function applyServicePayment(
  db: Db,
  eventServiceId: number,
  paymentId: string,
  status: PaymentStatus,
): Promise<AppliedPayment> {
  // Most deliveries repeat a state already recorded (the provider retries, and sends several
  // notifications per payment): a plain read settles those without a transaction or a row lock,
  // which would hold a pooled connection for three round trips. A no-op decided on the last
  // committed state is as if it had run just before any concurrent change; a change is decided
  // again below, under the lock.
  const [seen] = await db
    .select({ status: eventServices.status, providerPaymentId: eventServices.providerPaymentId })
    .from(eventServices)
    .where(eq(eventServices.id, eventServiceId));
  if (!seen) return { found: false, changed: false, approvedNow: false };
  if (!decideTransition(seen, paymentId, status)) return { found: true, changed: false, approvedNow: false };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: eventServices.status, providerPaymentId: eventServices.providerPaymentId })
      .from(eventServices)
      .where(eq(eventServices.id, eventServiceId))
      .for('update');
    if (!row) return { found: false, changed: false, approvedNow: false };
    const next = decideTransition(row, paymentId, status);
    if (!next) return { found: true, changed: false, approvedNow: false };
    await tx.update(eventServices).set(next).where(eq(eventServices.id, eventServiceId));
    return {
      found: true,
      changed: true,
      approvedNow: next.status === 'APPROVED' && row.status !== 'APPROVED',
    };
  });
}
