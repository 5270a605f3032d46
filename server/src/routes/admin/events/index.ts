import { apiRoutes } from '@celebra/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { findEvent } from './find-event';
import { findEvents } from './find-events';
import guestsRoutes from './guests/index';
import messagesRoutes from './messages/index';
import moneyRoutes from './money/index';
import { EVENT_NOT_FOUND_MESSAGE } from './require-event';
import servicesRoutes from './services/index';
import { updateEvent } from './update-event';

/** GET /api/admin/events, GET and PUT /api/admin/events/{id}, and the event's sub-pages. */
const adminEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListEvents),
    handler: async (request) => ({
      success: true,
      message: 'OK',
      ...(await findEvents(app.db, request.query)),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminGetEvent),
    handler: async (request) => {
      const event = await findEvent(app.db, request.params.id);
      if (!event) throw new HttpError(404, EVENT_NOT_FOUND_MESSAGE);
      return { success: true, message: 'OK', event };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminUpdateEvent),
    handler: async (request) => {
      const updated = await updateEvent(app.db, request.params.id, request.body);
      const event = updated ? await findEvent(app.db, request.params.id) : undefined;
      if (!event) throw new HttpError(404, EVENT_NOT_FOUND_MESSAGE);
      return { success: true, message: 'Evento atualizado com sucesso!', event };
    },
  });

  await app.register(messagesRoutes);
  await app.register(guestsRoutes);
  await app.register(moneyRoutes);
  await app.register(servicesRoutes);
};

export default adminEventsRoutes;
