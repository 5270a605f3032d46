import { apiRoutes } from '@celebra/shared/api';
import { EVENT_DETAILS_UPDATED_MESSAGE, OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { findEventDetails } from '../../../domain/event-details/find-event-details';
import { upsertEventDetails } from '../../../domain/event-details/upsert-event-details';
import { contractRoute } from '../../../http/contract-route';
import { getUser } from '../../../plugins/auth';

/**
 * GET and PUT /users/event-details/{eventId}: 'Informações do Evento'. The shared form schema
 * holds the rules (required date and times; in-person needs place, CEP and address, virtual the
 * transmission, link and password; CEP 5 digits, optional hyphen, 3 digits). The transmission
 * link, which the guest site shows as a link, must be an http:// or https:// address.
 */
const eventDetailsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersGetEventDetails),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      return { success: true, message: OK_MESSAGE, eventDetails: await findEventDetails(app.db, event.id) };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersUpdateEventDetails),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const body = request.body;
      const eventDetails = await upsertEventDetails(app.db, event.id, {
        eventDate: body.eventDate,
        startTime: body.startTime,
        endTime: body.endTime,
        eventType: body.eventType,
        eventLocation: body.eventLocation,
        postalCode: body.postalCode,
        fullAddress: body.fullAddress,
        latitude: body.latitude ?? null,
        longitude: body.longitude ?? null,
        transmission: body.transmission,
        transmissionLink: body.transmissionLink,
        transmissionPassword: body.transmissionPassword,
      });
      return { success: true, message: EVENT_DETAILS_UPDATED_MESSAGE, eventDetails };
    },
  });
};

export default eventDetailsRoutes;
