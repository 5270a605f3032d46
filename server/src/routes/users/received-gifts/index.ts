import { apiRoutes } from '@celebra/shared/api';
import { GIFT_THANKED_MESSAGE, GIFT_UNTHANKED_MESSAGE, OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { countUnthanked } from '../../../domain/purchase/count-unthanked';
import { findHostReceivedGifts } from '../../../domain/purchase/find-received-gifts';
import { markThanked } from '../../../domain/purchase/mark-thanked';
import { contractRoute } from '../../../http/contract-route';
import { getUser } from '../../../plugins/auth';

/**
 * GET /users/events/{eventId}/received-gifts?status=: the event's purchases, newest first, the
 * approved ones unless another status (or 'ALL') is asked for.
 * PUT /users/events/{eventId}/received-gifts/{purchaseId}/thanked {thanked}: the host's thank-you
 * mark on an approved gift, set or taken back.
 */
const receivedGiftsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersListReceivedGifts),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const [receivedGifts, unthankedCount] = await Promise.all([
        findHostReceivedGifts(app.db, event.id, request.query.status),
        countUnthanked(app.db, event.id),
      ]);
      return { success: true, message: OK_MESSAGE, receivedGifts, unthankedCount };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersMarkGiftThanked),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const { thanked } = request.body;
      const thankedAt = await markThanked(app.db, event.id, request.params.purchaseId, thanked);
      return {
        success: true,
        message: thanked ? GIFT_THANKED_MESSAGE : GIFT_UNTHANKED_MESSAGE,
        thankedAt: thankedAt?.toISOString() ?? null,
      };
    },
  });
};

export default receivedGiftsRoutes;
