import { apiRoutes } from '@celebra/shared/api';
import { reaisToCents } from '@celebra/shared/format';
import {
  OK_MESSAGE,
  SERVICE_CREATED_MESSAGE,
  SERVICE_REMOVED_MESSAGE,
  SERVICE_UPDATED_MESSAGE,
} from '@celebra/shared/messages';
import { SERVICE_TYPES } from '@celebra/shared/models';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findService, findServices, toServiceResponse } from '../../../domain/service/find-services';
import { deleteService, insertService, updateService } from '../../../domain/service/save-service';
import { contractRoute } from '../../../http/contract-route';

/** /admin/services: the service packages. */
const adminServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListServices),
    handler: async () => ({
      success: true,
      message: OK_MESSAGE,
      services: (await findServices(app.db)).map(toServiceResponse),
    }),
  });

  // The codes of the type select; the apps show them with serviceTypeLabel (shared/format).
  app.route({
    ...contractRoute(apiRoutes.adminListServiceTypes),
    handler: async () => ({ success: true, message: OK_MESSAGE, serviceTypes: [...SERVICE_TYPES] }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminGetService),
    handler: async (request) => ({
      success: true,
      message: OK_MESSAGE,
      service: toServiceResponse(await findService(app.db, request.params.id)),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminCreateService),
    handler: async (request) => {
      const { price, ...fields } = request.body;
      const service = await insertService(app.db, { ...fields, priceCents: reaisToCents(price) });
      return {
        success: true,
        message: SERVICE_CREATED_MESSAGE,
        service: toServiceResponse(service),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminUpdateService),
    handler: async (request) => {
      const { price, ...fields } = request.body;
      const service = await updateService(app.db, request.params.id, {
        ...fields,
        priceCents: reaisToCents(price),
      });
      return {
        success: true,
        message: SERVICE_UPDATED_MESSAGE,
        service: toServiceResponse(service),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminDeleteService),
    handler: async (request) => {
      await deleteService(app.db, request.params.id);
      return { success: true, message: SERVICE_REMOVED_MESSAGE };
    },
  });
};

export default adminServicesRoutes;
