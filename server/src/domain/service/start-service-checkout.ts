import {
  CHECKOUT_REDIRECT_MESSAGE,
  SERVICE_CONTRACTED_MESSAGE,
  SERVICE_NOT_FOR_SALE_MESSAGE,
  SERVICE_NOT_FOUND_MESSAGE,
  SERVICE_PAYMENT_IN_PROGRESS_MESSAGE,
} from '@celebra/shared/messages';
import { DomainError } from '../errors/domain-error';
import { formatReference } from '../payment/payment-reference';
import type { Services } from '../services';
import {
  createServicePurchase,
  deleteServicePurchase,
  findPayableServicePurchase,
  findService,
  updateServicePurchase,
} from './create-service-purchase';

/** How long a started service purchase stays payable ('Continuar Pagamento') before it lapses. */
export const SERVICE_PAYMENT_TTL_DAYS = 7;

/**
 * A host buys a turbo service for their event: the purchase is PENDING with an expiry until the
 * provider approves it (approved, it is contracted: apply-service-payment.ts). A purchase of the
 * same service still payable keeps its checkout link; a service offered for free is contracted
 * at once (the provider refuses a zero price). Answers the message and the link the host app
 * sends the browser to.
 */
export async function startServiceCheckout(
  services: Pick<Services, 'config' | 'db' | 'payments'>,
  eventId: number,
  serviceId: number,
): Promise<{ message: string; paymentLink: string }> {
  const service = await findService(services.db, serviceId);
  if (!service) throw new DomainError('not-found', SERVICE_NOT_FOUND_MESSAGE);
  if (!service.active || service.isDefault) throw new DomainError('invalid', SERVICE_NOT_FOR_SALE_MESSAGE);
  const servicePackageUrl = `${services.config.appUrls.users}/service-package`;

  const started = await findPayableServicePurchase(services.db, eventId, service.id);
  if (started?.paymentLink)
    return { message: SERVICE_PAYMENT_IN_PROGRESS_MESSAGE, paymentLink: started.paymentLink };
  const expirationAt = new Date(Date.now() + SERVICE_PAYMENT_TTL_DAYS * 24 * 3600 * 1000);
  const id = await createServicePurchase(services.db, {
    eventId,
    serviceId: service.id,
    priceCents: service.priceCents,
    quantity: service.quantity,
    status: service.priceCents === 0 ? 'APPROVED' : 'PENDING',
    expirationAt,
  });
  if (service.priceCents === 0)
    return { message: SERVICE_CONTRACTED_MESSAGE, paymentLink: servicePackageUrl };
  try {
    const checkout = await services.payments.createPreference({
      items: [
        { id: `servico-${service.id}`, title: service.name, quantity: 1, unitPriceCents: service.priceCents },
      ],
      externalReference: formatReference({ kind: 'service', id }),
      backUrls: { success: servicePackageUrl, failure: servicePackageUrl, pending: servicePackageUrl },
    });
    await updateServicePurchase(services.db, id, {
      paymentLink: checkout.initPoint,
      providerPreferenceId: checkout.id,
    });
    return { message: CHECKOUT_REDIRECT_MESSAGE, paymentLink: checkout.initPoint };
  } catch (error) {
    // No checkout, no purchase: the host simply tries again.
    await deleteServicePurchase(services.db, id);
    throw error;
  }
}
