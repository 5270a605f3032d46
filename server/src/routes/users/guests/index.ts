import { apiRoutes } from '@celebra/shared/api';
import { GUEST_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { createGuest } from '../../../domain/guest/create-guest';
import { deleteGuest } from '../../../domain/guest/delete-guest';
import { findGuest, findGuests } from '../../../domain/guest/find-guests';
import { updateGuest } from '../../../domain/guest/update-guest';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getUser } from '../../../plugins/auth';

/** The host's presence list: GET/POST /users/guests/{eventId}, PUT/DELETE …/{guestId}. */
const guestsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersListGuests),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      return {
        success: true,
        message: 'Convidados encontrados.',
        guests: await findGuests(app.db, event.id),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersCreateGuest),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      // The body's eventId (the client sends it too) is ignored: the path, checked above, wins.
      const { firstName, lastName, email, phoneNumber, companions } = request.body;
      const guest = await createGuest(app.db, event.id, {
        firstName,
        lastName,
        email,
        phoneNumber,
        companions,
      });
      return { success: true, message: 'Convidado adicionado com sucesso.', guest };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersUpdateGuest),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const { firstName, lastName, email, phoneNumber, companions } = request.body;
      const input = { firstName, lastName, email, phoneNumber, companions };
      const isUpdated = await updateGuest(app.db, event.id, request.params.guestId, input);
      const guest = isUpdated ? await findGuest(app.db, event.id, request.params.guestId) : undefined;
      if (!guest) throw new HttpError(404, GUEST_NOT_FOUND_MESSAGE);
      return { success: true, message: 'Convidado atualizado com sucesso.', guest };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersDeleteGuest),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      if (!(await deleteGuest(app.db, event.id, request.params.guestId))) {
        throw new HttpError(404, GUEST_NOT_FOUND_MESSAGE);
      }
      return { success: true, message: 'Convidado removido com sucesso.' };
    },
  });
};

export default guestsRoutes;
