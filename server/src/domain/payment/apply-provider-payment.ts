import { mapPaymentStatus } from '../../payment-provider/map-status';
import type { ProviderPayment } from '../../payment-provider/mercadopago';
import { applyPreUserPayment } from '../pre-registration/apply-pre-user-payment';
import { publishRequestEvent } from '../pre-registration/publish-request-event';
import { applyPurchasePayment, type OverriddenManualStatus } from '../purchase/apply-purchase-payment';
import { flagAmountMismatch } from '../purchase/flag-amount-mismatch';
import { refundLateApproval } from '../purchase/refund-late-approval';
import { sendLateApprovalRefundedMail, sendPurchaseApprovedMails } from '../purchase/send-purchase-mails';
import { applyServicePayment } from '../service/apply-service-payment';
import type { Services } from '../services';
import { parseReference } from './payment-reference';

export type AppliedProviderPayment =
  | { known: false; reference: string | undefined }
  | {
      known: true;
      reference: NonNullable<ReturnType<typeof parseReference>>;
      status: ReturnType<typeof mapPaymentStatus>;
      found: boolean;
      approvedNow: boolean;
    };

/** The installments of a card payment as the provider reports them; null for a Pix or when absent. */
function cardInstallments(payment: ProviderPayment): number | null {
  if (payment.payment_method_id === 'pix' || payment.payment_type_id === 'bank_transfer') return null;
  return payment.installments ?? null;
}

/**
 * A payment as the provider reports it (read back from the provider, never taken from a
 * notification's body), applied to what its external_reference pays: a gift purchase, a
 * pre-registration fee or a service. Idempotent and keyed on the provider's payment id, so the
 * webhook's retries and the reconciliation's second look at the same payment change nothing; a
 * purchase approved by this call mails the guest and the host (once per purchase), a fee approved
 * by it may publish the couple's event (publishRequestEvent).
 *
 * Two approvals of a purchase are not taken as they come:
 * - one whose amount is not the purchase's total (what the checkout asked for) is not applied: the
 *   purchase stays as it was, flagged for the back office (flagAmountMismatch);
 * - one the database refuses because the units or cotas the purchase had given back are no longer
 *   free (a refused checkout paid later, after another guest took the last cota) is refunded at
 *   the provider and the guest is told (refundLateApproval): nothing is ever sold twice.
 */
export async function applyProviderPayment(
  services: Services,
  payment: ProviderPayment,
): Promise<AppliedProviderPayment> {
  const reference = parseReference(payment.external_reference);
  if (!reference) return { known: false, reference: payment.external_reference ?? undefined };
  const paymentId = String(payment.id);
  const status = mapPaymentStatus(payment.status);
  // A purchase also gets the provider's own word: a charge-back is recorded as one, not as a
  // refund, when it takes an approved gift back.
  if (reference.kind === 'purchase' && status === 'APPROVED') {
    const mismatch = await flagAmountMismatch(services, reference.id, paymentId, payment.transaction_amount);
    if (mismatch) return { known: true, reference, status, found: mismatch.found, approvedNow: false };
  }
  const applied =
    reference.kind === 'purchase'
      ? await applyPurchasePayment(
          services.db,
          reference.id,
          paymentId,
          status,
          payment.status,
          cardInstallments(payment),
        )
      : await { 'pre-user': applyPreUserPayment, service: applyServicePayment }[reference.kind](
          services.db,
          reference.id,
          paymentId,
          status,
        );
  // The provider's word wins over a status set by hand (see applyPurchasePayment), but leaves a trace.
  const overridden: OverriddenManualStatus | null =
    'overriddenManualStatus' in applied
      ? (applied.overriddenManualStatus as OverriddenManualStatus | null)
      : null;
  if (overridden) {
    const { status: manualStatus, setAt, providerStatus } = overridden;
    services.log.warn(
      { purchaseId: reference.id, manualStatus, statusSetAt: setAt.toISOString(), providerStatus },
      'provider payment changed a purchase status set by an administrator',
    );
  }
  if (applied.found && applied.approvedNow && reference.kind === 'purchase')
    await sendPurchaseApprovedMails(services, reference.id);
  // A fee approved after the wizard was sent publishes the event, when the platform does so itself.
  if (applied.found && applied.approvedNow && reference.kind === 'pre-user')
    await publishRequestEvent(services, reference.id);
  if ('lostClaim' in applied && applied.lostClaim && status === 'APPROVED') {
    const refunded = await refundLateApproval(services.db, services.payments, reference.id, paymentId);
    if (refunded) {
      services.log.warn(
        { purchaseId: reference.id, paymentId, refundedCents: refunded.refundedCents },
        'late approval refunded: the units it paid for were no longer free',
      );
      await sendLateApprovalRefundedMail(services, reference.id, refunded.refundedCents);
    }
  }
  return { known: true, reference, status, found: applied.found, approvedNow: applied.approvedNow };
}
