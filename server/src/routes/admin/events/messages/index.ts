import { apiRoutes } from '@celebra/shared/api';
import { MESSAGE_DELETED_MESSAGE, MESSAGE_NOT_FOUND_MESSAGE, OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireEvent } from '../../../../domain/event/require-event';
import { deleteEventMessage } from '../../../../domain/message/delete-event-message';
import { findEventMessages } from '../../../../domain/message/find-event-messages';
import { contractRoute } from '../../../../http/contract-route';
import { HttpError } from '../../../../http/http-error';

/** GET /api/admin/events/{id}/messages and DELETE /api/admin/events/{id}/messages/{messageId}. */
const adminEventMessagesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListEventMessages),
    handler: async (request) => {
      await requireEvent(app.db, request.params.id);
      return {
        success: true,
        message: OK_MESSAGE,
        messages: await findEventMessages(app.db, request.params.id),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminDeleteEventMessage),
    handler: async (request) => {
      const { id, messageId } = request.params;
      await requireEvent(app.db, id);
      if (!(await deleteEventMessage(app.db, id, messageId))) {
        throw new HttpError(404, MESSAGE_NOT_FOUND_MESSAGE);
      }
      return { success: true, message: MESSAGE_DELETED_MESSAGE };
    },
  });
};

export default adminEventMessagesRoutes;
