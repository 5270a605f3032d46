import { apiRoutes } from '@celebra/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route';
import { findTransactionTotals } from '../../../money/find-balance';
import { findOwnedEvent } from '../find-owned-event';

/** GET /users/events/{eventId}/transactions: the host's balance (DESIGN.md, Money). */
const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersGetTransactionTotals),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, request, request.params.eventId);
      return { success: true, message: 'OK', ...(await findTransactionTotals(app.db, event.id)) };
    },
  });
};

export default transactionsRoutes;
