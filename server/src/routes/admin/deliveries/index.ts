import { apiRoutes } from '@celebra/shared/api';
import { reaisToCents } from '@celebra/shared/format';
import {
  DELIVERY_DECISION_SAVED_MESSAGE,
  DELIVERY_NOT_FOUND_MESSAGE,
  DELIVERY_STATUS_SAVED_MESSAGE,
  OK_MESSAGE,
} from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decideDeliveryRefund } from '../../../domain/delivery/decide-delivery-refund';
import { findDeliveries, findDelivery } from '../../../domain/delivery/find-deliveries';
import { type DeliveryMove, moveDeliveryStatus } from '../../../domain/delivery/move-delivery-status';
import { sendDeliverySentMail } from '../../../domain/delivery/send-delivery-sent-mail';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getAdmin } from '../../../plugins/auth';

/**
 * GET /api/admin/deliveries ('Entregas'), PUT /api/admin/deliveries/{id}/status and PUT
 * /api/admin/deliveries/{id}/refund-decision (who bears a gift refunded after it was bought).
 */
const adminDeliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListDeliveries),
    handler: async (request) => ({
      success: true,
      message: OK_MESSAGE,
      ...(await findDeliveries(app.db, request.query)),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminMoveDelivery),
    handler: async (request) => {
      const body = request.body;
      const move: DeliveryMove =
        body.status === 'BOUGHT'
          ? { status: 'BOUGHT', costCents: reaisToCents(body.cost), supplier: body.supplier }
          : body.status === 'SENT'
            ? { status: 'SENT', carrier: body.carrier, trackingCode: body.trackingCode }
            : { status: 'DELIVERED', deliveredOn: body.deliveredOn };
      await moveDeliveryStatus(app.db, request.params.id, getAdmin(request).id, move);
      // After the commit, by the one request that moved it: the host learns the gift is on its way.
      if (move.status === 'SENT') await sendDeliverySentMail(app.services, request.params.id);
      const delivery = await findDelivery(app.db, request.params.id);
      if (!delivery) throw new HttpError(404, DELIVERY_NOT_FOUND_MESSAGE);
      return { success: true, message: DELIVERY_STATUS_SAVED_MESSAGE, delivery };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminDecideDelivery),
    handler: async (request) => {
      await decideDeliveryRefund(app.db, request.params.id, getAdmin(request).id, request.body);
      const delivery = await findDelivery(app.db, request.params.id);
      if (!delivery) throw new HttpError(404, DELIVERY_NOT_FOUND_MESSAGE);
      return { success: true, message: DELIVERY_DECISION_SAVED_MESSAGE, delivery };
    },
  });
};

export default adminDeliveriesRoutes;
