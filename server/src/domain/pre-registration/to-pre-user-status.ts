import type { PaymentStatus, PreUserPaymentStatus } from '../../db/schema/enums';

/** The pre-registration fee knows only PENDING, CANCELLED and APPROVED: a refusal cancels it. */
export function toPreUserStatus(status: PaymentStatus): PreUserPaymentStatus {
  return status === 'RECUSED' ? 'CANCELLED' : status;
}
