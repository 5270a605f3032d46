import { apiRoutes } from '@celebra/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findEventServices, findPendingServices } from '../../../event-services/find-event-services';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { formatReference } from '../../../payments/payment-reference';
import { findOwnedEvent } from '../find-owned-event';
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
 * The host's service package: the groups (default, turbo, contracted), the purchases waiting
 * for payment, and buying a turbo service (PENDING with an expiry until the provider approves
 * it; approved, it is contracted — routes/payments).
 */
const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersListEventServices),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, request, request.params.eventId);
      return { success: true, message: 'OK', services: await findEventServices(app.db, event.id) };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersListPendingPaymentServices),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, request, request.params.eventId);
      return { success: true, message: 'OK', pendingServices: await findPendingServices(app.db, event.id) };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersPurchaseService),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, request, request.body.eventId);
      const service = await findService(app.db, request.body.serviceId);
      if (!service) throw new HttpError(404, 'Serviço não encontrado.');
      if (!service.active || service.isDefault)
        throw new HttpError(400, 'Este serviço não está disponível para compra.');
      const servicePackageUrl = `${app.config.appUrls.users}/service-package`;

      const started = await findPayableServicePurchase(app.db, event.id, service.id);
      if (started?.paymentLink) {
        return { success: true, message: 'Pagamento em andamento.', paymentLink: started.paymentLink };
      }
      const expirationAt = new Date(Date.now() + SERVICE_PAYMENT_TTL_DAYS * 24 * 3600 * 1000);
      const id = await createServicePurchase(app.db, {
        eventId: event.id,
        serviceId: service.id,
        priceCents: service.priceCents,
        quantity: service.quantity,
        // A turbo service offered for free needs no checkout (the provider refuses a zero price).
        status: service.priceCents === 0 ? 'APPROVED' : 'PENDING',
        expirationAt,
      });
      if (service.priceCents === 0) {
        return { success: true, message: 'Serviço contratado.', paymentLink: servicePackageUrl };
      }
      try {
        const checkout = await app.payments.createPreference({
          items: [
            {
              id: `servico-${service.id}`,
              title: service.name,
              quantity: 1,
              unitPriceCents: service.priceCents,
            },
          ],
          externalReference: formatReference({ kind: 'service', id }),
          backUrls: { success: servicePackageUrl, failure: servicePackageUrl, pending: servicePackageUrl },
        });
        await updateServicePurchase(app.db, id, {
          paymentLink: checkout.initPoint,
          providerPreferenceId: checkout.id,
        });
        return {
          success: true,
          message: 'Redirecionando para o pagamento.',
          paymentLink: checkout.initPoint,
        };
      } catch (error) {
        await deleteServicePurchase(app.db, id);
        throw error;
      }
    },
  });
};

export default servicesRoutes;
