import { apiRoutes } from '@celebra/shared/api';
import { OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireEvent } from '../../../../domain/event/require-event';
import {
  findContractedServices,
  findDefaultServices,
  findPendingServices,
} from '../../../../domain/service/find-event-services';
import { contractRoute } from '../../../../http/contract-route';

/** The event services page: GET /api/admin/events/{id}/services/{contracted,pending-payments,default}. */
const adminEventServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListEventContractedServices),
    handler: async (request) => {
      await requireEvent(app.db, request.params.id);
      const contractedServices = await findContractedServices(app.db, request.params.id);
      return { success: true, message: OK_MESSAGE, contractedServices };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminListEventPendingServices),
    handler: async (request) => {
      await requireEvent(app.db, request.params.id);
      const pendingServices = await findPendingServices(app.db, request.params.id);
      return { success: true, message: OK_MESSAGE, pendingServices };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminListEventDefaultServices),
    handler: async (request) => {
      await requireEvent(app.db, request.params.id);
      return { success: true, message: OK_MESSAGE, servicesDefault: await findDefaultServices(app.db) };
    },
  });
};

export default adminEventServicesRoutes;
