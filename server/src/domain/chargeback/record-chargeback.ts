import { applyProviderPayment } from '../payment/apply-provider-payment';
import type { Services } from '../services';
import { findDisputedPurchase } from './find-disputed-purchase';
import { type SavedChargeback, saveChargeback } from './save-chargeback';

export type RecordedChargeback =
  | { known: false; chargebackId: string; paymentIds: string[] }
  | {
      known: true;
      chargebackId: string;
      purchaseId: number;
      saved: SavedChargeback;
      /** The disputed payment was read back and applied (the money taken back, if it was not yet). */
      paymentApplied: boolean;
    };

/**
 * A charge-back the provider told us of, read back from the provider (never taken from the
 * notification) and recorded against the purchase it disputes (saveChargeback: once, updated when
 * its deadline or coverage change).
 *
 * The payment's own notification ('charged_back') is what takes the money back, and it may be
 * lost or come later: while the purchase still counts as paid or pending in our books, the
 * payment is read back and applied here too, exactly as that notification would (idempotent, so
 * the one that comes later changes nothing). A purchase already CANCELLED or RECUSED has no money
 * left to take back and is not read again. When no purchase recorded the disputed payment (its
 * approval's notification was lost as well), applying the payment records it on what its
 * external_reference names, and the purchase is looked for once more.
 */
export async function recordChargeback(
  services: Services,
  chargebackId: string,
): Promise<RecordedChargeback> {
  const chargeback = await services.payments.findChargeback(chargebackId);
  if (!chargeback) return { known: false, chargebackId, paymentIds: [] };
  const { paymentIds } = chargeback;

  let purchase = await findDisputedPurchase(services.db, paymentIds);
  let paymentApplied = false;
  if (!purchase || purchase.status === 'APPROVED' || purchase.status === 'PENDING') {
    const paymentId = purchase?.providerPaymentId ?? paymentIds[0];
    const payment = paymentId === undefined ? null : await services.payments.getPayment(paymentId);
    if (payment) {
      const applied = await applyProviderPayment(services, payment);
      paymentApplied = applied.known && applied.found;
    }
    purchase ??= await findDisputedPurchase(services.db, paymentIds);
  }
  if (!purchase) return { known: false, chargebackId, paymentIds };

  const saved = await saveChargeback(services.db, purchase.id, purchase.providerPaymentId, chargeback);
  return { known: true, chargebackId, purchaseId: purchase.id, saved, paymentApplied };
}
