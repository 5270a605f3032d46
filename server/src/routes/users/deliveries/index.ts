import { apiRoutes } from '@celebra/shared/api';
import { DELIVERY_CONVERTED_MESSAGE, DELIVERY_NOT_FOUND_MESSAGE, OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { convertDeliveryToCash } from '../../../domain/delivery/convert-delivery-to-cash';
import { findDelivery, findHostDeliveries } from '../../../domain/delivery/find-deliveries';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getUser } from '../../../plugins/auth';

/**
 * GET /api/users/deliveries (the host's gifts to be delivered, their statuses and tracking codes)
 * and POST /api/users/deliveries/{id}/convert ('Receber em dinheiro'; another host's line is 404).
 */
const deliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersListDeliveries),
    handler: async (request) => ({
      success: true,
      message: OK_MESSAGE,
      deliveries: await findHostDeliveries(app.db, getUser(request).id),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.usersConvertDelivery),
    handler: async (request) => {
      await convertDeliveryToCash(app.db, getUser(request).id, request.params.id);
      const delivery = await findDelivery(app.db, request.params.id);
      if (!delivery) throw new HttpError(404, DELIVERY_NOT_FOUND_MESSAGE);
      return { success: true, message: DELIVERY_CONVERTED_MESSAGE, delivery };
    },
  });
};

export default deliveriesRoutes;
