import { apiRoutes } from '@celebra/shared/api';
import { MESSAGE_SENT_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findActiveEvent } from '../../../domain/event/find-active-event';
import { createEventMessage } from '../../../domain/message/create-event-message';
import { hostWantsMail } from '../../../domain/notification/host-wants-mail';
import { contractRoute } from '../../../http/contract-route';
import { newMessageMail } from '../../../mail/templates/index';
import { GUEST_WRITE_RATE_LIMIT } from '../../../plugins/rate-limit';
import { requireSitePassword } from '../require-site-password';

/**
 * POST /api/guests/message/{eventId}: a guest's message to the hosts, who get an e-mail unless they
 * turned it off (users.notifyMessages; the daily summary still counts the message). On a
 * password-protected site the body carries the password as `sitePassword`.
 */
const messageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.guestsSendMessage, { rateLimit: GUEST_WRITE_RATE_LIMIT }),
    handler: async (request, reply) => {
      const event = await findActiveEvent(app.db, request.params.eventId);
      // Before the switch: without the password nothing of the site's settings is told.
      await requireSitePassword(app.db, request, reply, {
        eventId: event.id,
        expected: event.password,
        given: request.body.sitePassword,
      });
      const { firstName, lastName, email, message } = request.body;
      // Refused (403) when the host turned the messages section off.
      await createEventMessage(app.db, event, { firstName, lastName, email, message });
      if (await hostWantsMail(app.db, event.id, 'notifyMessages')) {
        await app.mail.send(
          newMessageMail({
            to: event.host.email,
            hostId: event.host.id,
            hostName: event.host.firstName,
            eventTitle: event.title,
            senderName: `${firstName} ${lastName}`,
            message,
            dashboardUrl: `${app.config.appUrls.users}/messages`,
          }),
        );
      }
      return { success: true, message: MESSAGE_SENT_MESSAGE };
    },
  });
};

export default messageRoutes;
