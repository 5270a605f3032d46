import type { MercadoPagoClient, ProviderPayment } from '../../payment-provider/mercadopago';

/** What the reconciliation asks the provider: its payments by reference, and one by id. */
export type ReconcileProvider = Pick<MercadoPagoClient, 'getPayment' | 'searchPayments'>;

// A checkout sees a handful of payments (a refused card, then another); these bounds only stop a
// runaway answer from holding the run.
const PAGE_SIZE = 50;
const MAX_PAGES = 4;

/**
 * Every payment the provider holds for `reference` ('purchase:<id>'...) created in the window,
 * and the one the row already knows (`knownPaymentId`, a Pix's, or the last notified one) even if
 * the search misses it, each read back in full by id as the webhook does (the search's summaries
 * are only used to learn the ids). Oldest first, the known one last when the search did not list
 * it. A provider failure throws (PaymentProviderError).
 */
export async function lookUpPayments(
  provider: ReconcileProvider,
  reference: string,
  knownPaymentId: string | null,
  window: { beginDate: Date; endDate: Date },
): Promise<ProviderPayment[]> {
  const ids: string[] = [];
  for (let page = 0; page < MAX_PAGES; page++) {
    const found = await provider.searchPayments({
      externalReference: reference,
      ...window,
      offset: page * PAGE_SIZE,
      limit: PAGE_SIZE,
    });
    for (const payment of found.results) if (!ids.includes(payment.id)) ids.push(payment.id);
    if (found.results.length < PAGE_SIZE || found.offset + found.results.length >= found.total) break;
  }
  if (knownPaymentId !== null && !ids.includes(knownPaymentId)) ids.push(knownPaymentId);

  const payments: ProviderPayment[] = [];
  for (const id of ids) {
    const payment = await provider.getPayment(id);
    if (payment) payments.push(payment);
  }
  return payments;
}
