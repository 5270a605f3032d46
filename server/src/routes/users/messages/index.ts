import { apiRoutes } from '@celebra/shared/api';
import { MESSAGE_NOT_FOUND_MESSAGE, MESSAGE_REMOVED_MESSAGE, OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { deleteEventMessage } from '../../../domain/message/delete-event-message';
import { findEventMessages } from '../../../domain/message/find-event-messages';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getUser } from '../../../plugins/auth';

/** GET /users/messages/{eventId} and DELETE /users/messages/{eventId}/{messageId}. */
const messagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersListMessages),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      return { success: true, message: OK_MESSAGE, messages: await findEventMessages(app.db, event.id) };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersDeleteMessage),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      if (!(await deleteEventMessage(app.db, event.id, request.params.messageId))) {
        throw new HttpError(404, MESSAGE_NOT_FOUND_MESSAGE);
      }
      return { success: true, message: MESSAGE_REMOVED_MESSAGE };
    },
  });
};

export default messagesRoutes;
