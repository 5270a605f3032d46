import { apiRoutes } from '@celebra/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { findHostReceivedGifts } from '../../../domain/purchase/find-received-gifts';
import { contractRoute } from '../../../http/contract-route';
import { getUser } from '../../../plugins/auth';

/**
 * GET /users/events/{eventId}/received-gifts?status=: the event's purchases, newest first, the
 * approved ones unless another status (or 'ALL') is asked for.
 */
const receivedGiftsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersListReceivedGifts),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const receivedGifts = await findHostReceivedGifts(app.db, event.id, request.query.status);
      return { success: true, message: 'OK', receivedGifts };
    },
  });
};

export default receivedGiftsRoutes;
