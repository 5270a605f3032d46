import { apiRoutes } from '@celebra/shared/api';
import { OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { findTransactionTotals } from '../../../domain/payout/find-balance';
import { contractRoute } from '../../../http/contract-route';
import { getUser } from '../../../plugins/auth';

/** GET /users/events/{eventId}/transactions: the host's balance. */
const transactionsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersGetTransactionTotals),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      return { success: true, message: OK_MESSAGE, ...(await findTransactionTotals(app.db, event.id)) };
    },
  });
};

export default transactionsRoutes;
