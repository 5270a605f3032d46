import { providerPaymentStatusLabel, transactionStatusLabel } from '@celebra/shared/format';
import {
  NO_PROVIDER_PAYMENT_LABEL,
  STATUS_USE_REFUND_MESSAGE,
  statusContradictsProviderMessage,
} from '@celebra/shared/messages';
import type { TTransactionStatus } from '@celebra/shared/models';
import { mapPaymentStatus } from '../../payment-provider/map-status';
import { DomainError } from '../errors/domain-error';

/** How the ledger records an approval an administrator's change ends (celebra.purchase_reversal). */
export type ManualReversal = 'REFUND' | 'CHARGEBACK' | 'STATUS_REVERSED';

/**
 * Whether an administrator may set `target` on a purchase now `current`, given what the provider
 * reports of its payment at that moment (`providerStatus`, its own code; null when it has no
 * payment for it). A status set by hand may only agree with the provider, never contradict it:
 *
 * - 'Aprovado' only for a payment the provider reports approved (else it would credit the host
 *   money never received, or again after a refund or a charge-back);
 * - a payment the provider holds approved stays 'Aprovado': giving the money back is a refund
 *   ('Reembolsar'), not a status;
 * - refunded, charged back or cancelled at the provider: only 'Cancelado';
 * - refused: 'Recusado' or 'Cancelado'; still pending (or in mediation): 'Pendente' or
 *   'Cancelado' (an unpaid checkout given up; a later approval still applies);
 * - no payment at the provider: anything but 'Aprovado'.
 *
 * Answers how the ledger records the end of an approval it undoes: as the provider's refund or
 * charge-back when that is what happened, else STATUS_REVERSED (no money went back to anyone, so
 * not an 'Estorno'); undefined when the purchase was not approved. Throws the 409 otherwise.
 */
export function decideManualStatus(
  current: TTransactionStatus,
  target: TTransactionStatus,
  providerStatus: string | null,
): ManualReversal | undefined {
  if (providerStatus === 'approved' && target !== 'APPROVED') {
    throw new DomainError('conflict', STATUS_USE_REFUND_MESSAGE);
  }
  if (!agrees(target, providerStatus)) {
    const provider =
      providerStatus === null ? NO_PROVIDER_PAYMENT_LABEL : providerPaymentStatusLabel(providerStatus);
    throw new DomainError(
      'conflict',
      statusContradictsProviderMessage(transactionStatusLabel(target), provider),
    );
  }
  if (current !== 'APPROVED' || target === 'APPROVED') return undefined;
  if (providerStatus === 'charged_back') return 'CHARGEBACK';
  if (providerStatus === 'refunded') return 'REFUND';
  return 'STATUS_REVERSED';
}

function agrees(target: TTransactionStatus, providerStatus: string | null): boolean {
  if (providerStatus === null) return target !== 'APPROVED';
  const mapped = mapPaymentStatus(providerStatus);
  if (target === 'APPROVED') return providerStatus === 'approved';
  if (target === 'CANCELLED') return mapped !== 'APPROVED';
  return target === mapped;
}
