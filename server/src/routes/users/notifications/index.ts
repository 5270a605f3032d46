import { apiRoutes } from '@celebra/shared/api';
import { GUEST_LIST_MESSAGES, OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findNotificationPreferences } from '../../../domain/notification/find-notification-preferences';
import { updateNotificationPreferences } from '../../../domain/notification/update-notification-preferences';
import { contractRoute } from '../../../http/contract-route';
import { getUser } from '../../../plugins/auth';

/**
 * GET and PUT /users/notifications: the e-mails the signed-in host chose to get (each gift, each
 * message, each confirmation, a daily summary). Always the session's own host: no id is taken from
 * the client.
 */
const notificationsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersGetNotifications),
    handler: async (request) => {
      const preferences = await findNotificationPreferences(app.db, getUser(request).id);
      return { success: true, message: OK_MESSAGE, preferences };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersUpdateNotifications),
    handler: async (request) => {
      const preferences = await updateNotificationPreferences(app.db, getUser(request).id, request.body);
      return { success: true, message: GUEST_LIST_MESSAGES.notificationsSaved, preferences };
    },
  });
};

export default notificationsRoutes;
