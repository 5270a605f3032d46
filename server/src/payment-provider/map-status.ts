import type { PaymentStatus } from '../db/schema/enums';

/**
 * A provider payment status in Celebra's terms: approved → APPROVED (also after a partial refund,
 * which the provider reports as approved / partially_refunded: the status cannot show it); pending / in_process / authorized → PENDING
 * (authorized is a card hold not yet captured); in_mediation → PENDING (the payer opened a
 * dispute and the provider holds the money until it is settled, so it is not the host's yet);
 * rejected → RECUSED; cancelled (an unpaid Pix that expired, among others) / refunded (in full) /
 * charged_back → CANCELLED, the money is not the host's. The database knows no more precise
 * status (no REFUNDED or CHARGED_BACK): the provider's own status tells them apart. Anything the
 * provider may add later counts as PENDING: nothing is credited until it says approved.
 */
export function mapPaymentStatus(providerStatus: string): PaymentStatus {
  switch (providerStatus) {
    case 'approved':
      return 'APPROVED';
    case 'rejected':
      return 'RECUSED';
    case 'pending':
    case 'in_process':
    case 'authorized':
    case 'in_mediation':
      return 'PENDING';
    case 'cancelled':
    case 'refunded':
    case 'charged_back':
      return 'CANCELLED';
    default:
      return 'PENDING';
  }
}
