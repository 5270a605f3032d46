import { apiRoutes } from '@celebra/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { findReceivedGifts } from '../../../domain/purchase/find-received-gifts';
import { contractRoute } from '../../../http/contract-route';
import { getUser } from '../../../plugins/auth';

/** GET /users/events/{eventId}/received-gifts: every purchase of the event, newest first. */
const receivedGiftsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersListReceivedGifts),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      return { success: true, message: 'OK', receivedGifts: await findReceivedGifts(app.db, event.id) };
    },
  });
};

export default receivedGiftsRoutes;
