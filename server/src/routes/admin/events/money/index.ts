import { apiRoutes } from '@celebra/shared/api';
import { OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireEvent } from '../../../../domain/event/require-event';
import { findTransactionTotals } from '../../../../domain/payout/find-balance';
import { findReceivedGifts } from '../../../../domain/purchase/find-received-gifts';
import { contractRoute } from '../../../../http/contract-route';

/** An event's money: GET /api/admin/events/{id}/received-gifts and .../transactions (the balance). */
const adminEventMoneyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListEventReceivedGifts),
    handler: async (request) => {
      await requireEvent(app.db, request.params.id);
      return {
        success: true,
        message: OK_MESSAGE,
        receivedGifts: await findReceivedGifts(app.db, request.params.id),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminGetEventTransactionTotals),
    handler: async (request) => {
      await requireEvent(app.db, request.params.id);
      return {
        success: true,
        message: OK_MESSAGE,
        ...(await findTransactionTotals(app.db, request.params.id)),
      };
    },
  });
};

export default adminEventMoneyRoutes;
