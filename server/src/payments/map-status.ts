import type { PaymentStatus, PreUserPaymentStatus } from '../db/schema/enums';

/**
 * A provider payment status in Celebra's terms: approved → APPROVED;
 * pending / in_process / authorized → PENDING (authorized is a card hold not yet captured);
 * rejected → RECUSED; cancelled / refunded / charged_back → CANCELLED. Anything the provider may
 * add later counts as PENDING: nothing is credited until it says approved.
 */
export function mapPaymentStatus(providerStatus: string): PaymentStatus {
  switch (providerStatus) {
    case 'approved':
      return 'APPROVED';
    case 'rejected':
      return 'RECUSED';
    case 'cancelled':
    case 'refunded':
    case 'charged_back':
      return 'CANCELLED';
    default:
      return 'PENDING';
  }
}

/** The pre-registration fee knows only PENDING, CANCELLED and APPROVED: a refusal cancels it. */
export function toPreUserStatus(status: PaymentStatus): PreUserPaymentStatus {
  return status === 'RECUSED' ? 'CANCELLED' : status;
}
