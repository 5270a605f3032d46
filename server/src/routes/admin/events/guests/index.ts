import { apiRoutes } from '@celebra/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../../http/contract-route';
import { HttpError } from '../../../../http/http-error';
import { requireEvent } from '../require-event';
import { findEventGuests } from './find-event-guests';
import { createEventGuest, deleteEventGuest, updateEventGuest } from './save-event-guest';

export const GUEST_NOT_FOUND_MESSAGE = 'Convidado não encontrado.';

/** The admin presence list of an event: GET, POST /api/admin/events/{id}/guests, PUT, DELETE .../{guestId}. */
const adminEventGuestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListEventGuests),
    handler: async (request) => {
      await requireEvent(app.db, request.params.id);
      return { success: true, message: 'OK', guests: await findEventGuests(app.db, request.params.id) };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminCreateEventGuest),
    handler: async (request) => {
      await requireEvent(app.db, request.params.id);
      const guest = await createEventGuest(app.db, request.params.id, request.body);
      return { success: true, message: 'Convidado salvo com sucesso.', guest };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminUpdateEventGuest),
    handler: async (request) => {
      const { id, guestId } = request.params;
      await requireEvent(app.db, id);
      const guest = await updateEventGuest(app.db, id, guestId, request.body);
      if (!guest) throw new HttpError(404, GUEST_NOT_FOUND_MESSAGE);
      return { success: true, message: 'Convidado atualizado com sucesso.', guest };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminDeleteEventGuest),
    handler: async (request) => {
      const { id, guestId } = request.params;
      await requireEvent(app.db, id);
      if (!(await deleteEventGuest(app.db, id, guestId))) throw new HttpError(404, GUEST_NOT_FOUND_MESSAGE);
      return { success: true, message: 'Convidado excluído com sucesso.' };
    },
  });
};

export default adminEventGuestsRoutes;
