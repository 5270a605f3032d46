import { apiRoutes } from '@celebra/shared/api';
import { EVENT_NOT_FOUND_MESSAGE, EVENT_UPDATED_MESSAGE, OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findEvent } from '../../../domain/event/find-event';
import { findEvents } from '../../../domain/event/find-events';
import { updateEvent } from '../../../domain/event/update-event';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getAdmin } from '../../../plugins/auth';
import guestsRoutes from './guests/index';
import messagesRoutes from './messages/index';
import moneyRoutes from './money/index';
import servicesRoutes from './services/index';

/** GET /api/admin/events, GET and PUT /api/admin/events/{id}, and the event's sub-pages. */
const adminEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListEvents),
    handler: async (request) => ({
      success: true,
      message: OK_MESSAGE,
      ...(await findEvents(app.db, request.query)),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminGetEvent),
    handler: async (request) => {
      const event = await findEvent(app.db, request.params.id);
      if (!event) throw new HttpError(404, EVENT_NOT_FOUND_MESSAGE);
      return { success: true, message: OK_MESSAGE, event };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminUpdateEvent),
    handler: async (request) => {
      const updated = await updateEvent(app.db, request.params.id, request.body, getAdmin(request).id);
      const event = updated ? await findEvent(app.db, request.params.id) : undefined;
      if (!event) throw new HttpError(404, EVENT_NOT_FOUND_MESSAGE);
      return { success: true, message: EVENT_UPDATED_MESSAGE, event };
    },
  });

  await app.register(messagesRoutes);
  await app.register(guestsRoutes);
  await app.register(moneyRoutes);
  await app.register(servicesRoutes);
};

export default adminEventsRoutes;
