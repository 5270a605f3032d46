import { apiRoutes } from '@celebra/shared/api';
import { GUEST_LIST_MESSAGES, GUEST_NOT_FOUND_MESSAGE, OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireEvent } from '../../../../domain/event/require-event';
import { createGuest } from '../../../../domain/guest/create-guest';
import { deleteGuest } from '../../../../domain/guest/delete-guest';
import { findGuest, findGuests } from '../../../../domain/guest/find-guests';
import { updateGuest } from '../../../../domain/guest/update-guest';
import { contractRoute } from '../../../../http/contract-route';
import { HttpError } from '../../../../http/http-error';
import { withoutAnswers } from './without-answers';

/** The admin presence list of an event: GET, POST /api/admin/events/{id}/guests, PUT, DELETE .../{guestId}. */
const adminEventGuestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListEventGuests),
    handler: async (request) => {
      await requireEvent(app.db, request.params.id);
      return {
        success: true,
        message: OK_MESSAGE,
        guests: (await findGuests(app.db, request.params.id)).map(withoutAnswers),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminCreateEventGuest),
    handler: async (request) => {
      await requireEvent(app.db, request.params.id);
      // The back office's guest modal has no companions: a guest added there has none.
      const guest = await createGuest(app.db, request.params.id, { ...request.body, companions: [] });
      return { success: true, message: GUEST_LIST_MESSAGES.guestSaved, guest: withoutAnswers(guest) };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminUpdateEventGuest),
    handler: async (request) => {
      const { id, guestId } = request.params;
      await requireEvent(app.db, id);
      const guest = (await updateGuest(app.db, id, guestId, request.body))
        ? await findGuest(app.db, id, guestId)
        : undefined;
      if (!guest) throw new HttpError(404, GUEST_NOT_FOUND_MESSAGE);
      return { success: true, message: GUEST_LIST_MESSAGES.guestUpdated, guest: withoutAnswers(guest) };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminDeleteEventGuest),
    handler: async (request) => {
      const { id, guestId } = request.params;
      await requireEvent(app.db, id);
      if (!(await deleteGuest(app.db, id, guestId))) throw new HttpError(404, GUEST_NOT_FOUND_MESSAGE);
      return { success: true, message: GUEST_LIST_MESSAGES.guestDeleted };
    },
  });
};

export default adminEventGuestsRoutes;
