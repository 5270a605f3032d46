import { apiRoutes } from '@celebra/shared/api';
import {
  EVENT_GIFT_NOT_FOUND_MESSAGE,
  GIFT_REMOVED_MESSAGE,
  GIFT_SUGGESTION_CREATED_MESSAGE,
  OK_MESSAGE,
} from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { findEventGifts } from '../../../domain/gift/find-event-gifts';
import { removeEventGift } from '../../../domain/gift/remove-event-gift';
import { createGiftSuggestion } from '../../../domain/gift-suggestion/create-gift-suggestion';
import { findEventGiftSuggestions } from '../../../domain/gift-suggestion/find-event-gift-suggestions';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getUser } from '../../../plugins/auth';

/**
 * 'Lista de Presentes': GET /users/gifts/{eventId} (the list at the prices guests pay, and the
 * host's suggestions), POST /users/gifts/suggestion/{eventId}, DELETE /users/gifts/{eventId}/{giftId}.
 */
const giftsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersListGifts),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const [gifts, giftSuggestions] = await Promise.all([
        findEventGifts(app.db, event.id),
        findEventGiftSuggestions(app.db, event.id),
      ]);
      return { success: true, message: OK_MESSAGE, gifts, giftSuggestions };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersCreateGiftSuggestion),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const { title, description } = request.body;
      await createGiftSuggestion(app.db, {
        userId: getUser(request).id,
        eventId: event.id,
        title,
        description,
      });
      const giftSuggestions = await findEventGiftSuggestions(app.db, event.id);
      return { success: true, message: GIFT_SUGGESTION_CREATED_MESSAGE, giftSuggestions };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersRemoveGift),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      if (!(await removeEventGift(app.db, event.id, request.params.giftId))) {
        throw new HttpError(404, EVENT_GIFT_NOT_FOUND_MESSAGE);
      }
      return {
        success: true,
        message: GIFT_REMOVED_MESSAGE,
        gifts: await findEventGifts(app.db, event.id),
      };
    },
  });
};

export default giftsRoutes;
