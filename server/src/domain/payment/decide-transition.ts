import type { PaymentStatus } from '../../db/schema/enums';

/** What a paid row records of its payment: the mapped status and the provider's payment id. */
export type PaymentState<S extends PaymentStatus = PaymentStatus> = {
  status: S;
  providerPaymentId: string | null;
};

// How far along a payment is. One checkout may see several payments (a refused card, then a
// second attempt that is approved): a late notification about an older attempt must not undo a
// newer, further one.
const RANK: Record<PaymentStatus, number> = { CANCELLED: 0, RECUSED: 0, PENDING: 1, APPROVED: 2 };

/**
 * The new state of a paid row (purchase, pre-registration, service) when the provider reports
 * `paymentId` in `status`, or null when nothing changes. Keyed on the provider's payment id:
 * - the row's own payment (or its first one): the provider's current state is taken as it is, so
 *   the same notification many times, or notifications out of order, end in the provider's final
 *   state, and a refund of an approved payment cancels it;
 * - another payment of the same checkout takes over only if the row is not approved and it is at
 *   least as far along (approved beats pending beats refused).
 * Since the balance is a sum over approved rows, a row approved once is credited once.
 */
export function decideTransition<S extends PaymentStatus>(
  current: PaymentState<S>,
  paymentId: string,
  next: S,
): PaymentState<S> | null {
  const isOwn = current.providerPaymentId === null || current.providerPaymentId === paymentId;
  if (isOwn) {
    if (current.status === next && current.providerPaymentId === paymentId) return null;
    return { status: next, providerPaymentId: paymentId };
  }
  if (current.status === 'APPROVED' || RANK[next] < RANK[current.status]) return null;
  return { status: next, providerPaymentId: paymentId };
}
