import { apiRoutes } from '@celebra/shared/api';
import { GUEST_LIST_MESSAGES } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { findRsvpSettings } from '../../../domain/rsvp/find-rsvp-settings';
import { saveRsvpSettings } from '../../../domain/rsvp/save-rsvp-settings';
import { contractRoute } from '../../../http/contract-route';
import { getUser } from '../../../plugins/auth';

/**
 * GET and PUT /users/event/{eventId}/rsvp: how the host's confirmation form works (deadline,
 * children's age band, the host's questions).
 */
const rsvpRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersGetRsvpSettings),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      return {
        success: true,
        message: GUEST_LIST_MESSAGES.rsvpSettings,
        rsvp: await findRsvpSettings(app.db, event.id),
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersUpdateRsvpSettings),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      const rsvp = await saveRsvpSettings(app.db, event.id, request.body);
      return { success: true, message: GUEST_LIST_MESSAGES.rsvpSettingsSaved, rsvp };
    },
  });
};

export default rsvpRoutes;
