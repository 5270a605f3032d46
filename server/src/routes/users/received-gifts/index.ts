import { apiRoutes } from '@celebra/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route';
import { findReceivedGifts } from '../../../money/find-received-gifts';
import { findOwnedEvent } from '../find-owned-event';

/** GET /users/events/{eventId}/received-gifts: every purchase of the event, newest first. */
const receivedGiftsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersListReceivedGifts),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, request, request.params.eventId);
      return { success: true, message: 'OK', receivedGifts: await findReceivedGifts(app.db, event.id) };
    },
  });
};

export default receivedGiftsRoutes;
