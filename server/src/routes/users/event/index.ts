import { apiRoutes } from '@celebra/shared/api';
import { EVENT_FOUND_MESSAGE, EVENT_SITE_UPDATED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { toHostEvent } from '../../../domain/event/to-host-event';
import { updateEventTexts } from '../../../domain/event/update-event-texts';
import { contractRoute } from '../../../http/contract-route';
import { getUser } from '../../../plugins/auth';

/** GET and PUT /users/event/{eventId}: the site's texts and colour ('Cores e Textos'). */
const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersGetEvent),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      return { success: true, message: EVENT_FOUND_MESSAGE, event: toHostEvent(event) };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersUpdateEvent),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const { title, subtitle, titleDescription, description, color } = request.body;
      const updated = await updateEventTexts(app.db, event.id, {
        title,
        subtitle,
        titleDescription,
        description,
        color,
      });
      return { success: true, message: EVENT_SITE_UPDATED_MESSAGE, event: toHostEvent(updated) };
    },
  });
};

export default eventRoutes;
