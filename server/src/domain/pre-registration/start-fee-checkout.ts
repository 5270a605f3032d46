import { formatReference } from '../payment/payment-reference';
import type { Services } from '../services';
import { updatePreUserRequest } from './create-pre-user-request';

type FeeRequest = { id: number; email: string; firstName: string };

/**
 * A checkout for the list creation fee: a preference paid back to 'pre-user:<id>', the request
 * PENDING with its new link. Whatever the outcome, Mercado Pago sends the buyer back to the host
 * app's pre-registration page, which shows the status. Answers the link; the caller mails it.
 */
export async function startFeeCheckout(
  services: Pick<Services, 'config' | 'db' | 'payments'>,
  request: FeeRequest,
  feeCents: number,
): Promise<string> {
  const backUrl = `${services.config.appUrls.users}/pre-register?email=${encodeURIComponent(request.email)}`;
  const checkout = await services.payments.createPreference({
    items: [
      { id: 'taxa-criacao-lista', title: 'Taxa de criação de lista', quantity: 1, unitPriceCents: feeCents },
    ],
    payer: { name: request.firstName, email: request.email },
    externalReference: formatReference({ kind: 'pre-user', id: request.id }),
    backUrls: { success: backUrl, failure: backUrl, pending: backUrl },
  });
  await updatePreUserRequest(services.db, request.id, {
    paymentStatus: 'PENDING',
    paymentLink: checkout.initPoint,
    providerPreferenceId: checkout.id,
  });
  return checkout.initPoint;
}
