import { apiRoutes } from '@celebra/shared/api';
import { OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { findEventServices, findPendingServices } from '../../../domain/service/find-event-services';
import { startServiceCheckout } from '../../../domain/service/start-service-checkout';
import { contractRoute } from '../../../http/contract-route';
import { getUser } from '../../../plugins/auth';

/**
 * The host's service package: the groups (default, turbo, contracted), the purchases waiting
 * for payment, and buying a turbo service (startServiceCheckout).
 */
const servicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersListEventServices),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      return { success: true, message: OK_MESSAGE, services: await findEventServices(app.db, event.id) };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersListPendingPaymentServices),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      return {
        success: true,
        message: OK_MESSAGE,
        pendingServices: await findPendingServices(app.db, event.id),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersPurchaseService),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.body.eventId);
      return {
        success: true,
        ...(await startServiceCheckout(app.services, event.id, request.body.serviceId)),
      };
    },
  });
};

export default servicesRoutes;
