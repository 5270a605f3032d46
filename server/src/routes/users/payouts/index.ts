import { apiRoutes } from '@celebra/shared/api';
import { OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { findHostPayouts } from '../../../domain/payout/find-host-payouts';
import { contractRoute } from '../../../http/contract-route';
import { getUser } from '../../../plugins/auth';

/** GET /api/users/events/{eventId}/payouts: the event's payouts with their timeline. */
const payoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersListPayouts),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      return { success: true, message: OK_MESSAGE, payouts: await findHostPayouts(app.db, event.id) };
    },
  });
};

export default payoutsRoutes;
