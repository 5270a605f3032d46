import type { PendingPurchase } from '../../domain/purchase/find-pending-purchases';
import { mapPaymentStatus } from '../../payment-provider/map-status';

// The provider's own expiry of a Pix or a card checkout and a payment made in its last second
// settle within moments; these minutes after the end leave them time to be reported first.
const GRACE_MINUTES = 5;

const minutes = (count: number) => count * 60_000;

/**
 * Whether a pending purchase is old enough to be cancelled as abandoned, if the provider has
 * nothing approved or in process for it: a Pix past its code's expiry, a card checkout (or a
 * purchase from before the site had Pix, all made at the provider's checkout) older than
 * `cardCheckoutMinutes`, the time its link can be paid; each with the grace above.
 */
export function isExpiryDue(purchase: PendingPurchase, now: Date, cardCheckoutMinutes: number): boolean {
  if (purchase.paymentMethod === 'pix') {
    return (
      purchase.pixExpiresAt !== null &&
      purchase.pixExpiresAt.getTime() + minutes(GRACE_MINUTES) <= now.getTime()
    );
  }
  return purchase.createdAt.getTime() + minutes(cardCheckoutMinutes + GRACE_MINUTES) <= now.getTime();
}

/**
 * Whether a payment the provider reports keeps a purchase from being cancelled: an approved one,
 * one in process or held (in_process, authorized, in_mediation), one still pending at the
 * checkout (a bank slip may still be paid), or any status the provider may add later. A Pix's own
 * payment still 'pending' once its code expired does not: it can no longer be paid. Refused,
 * cancelled and refunded payments never do.
 */
export function blocksExpiry(purchase: PendingPurchase, providerStatus: string): boolean {
  const status = mapPaymentStatus(providerStatus);
  if (status === 'RECUSED' || status === 'CANCELLED') return false;
  if (status === 'APPROVED') return true;
  return !(purchase.paymentMethod === 'pix' && providerStatus === 'pending');
}
