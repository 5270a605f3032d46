import { apiRoutes } from '@celebra/shared/api';
import { CONFIRMATION_CLOSED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findActiveEvent } from '../../../domain/event/find-active-event';
import { createGuest } from '../../../domain/guest/create-guest';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { GUEST_WRITE_RATE_LIMIT } from '../../../plugins/rate-limit';
import { requireSitePassword } from '../require-site-password';

/**
 * POST /api/guests/confirmation/{eventId}: a guest confirms presence with companions. The shared
 * schema has checked each companion (a name needs an age and the reverse) and dropped the empty
 * ones; the guest and companions are stored together. On a password-protected site the body
 * carries the password as `sitePassword`.
 */
const confirmationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.guestsConfirmPresence, { rateLimit: GUEST_WRITE_RATE_LIMIT }),
    handler: async (request, reply) => {
      const event = await findActiveEvent(app.db, request.params.eventId);
      await requireSitePassword(app.db, request, reply, {
        eventId: event.id,
        expected: event.password,
        given: request.body.sitePassword,
      });
      if (!event.allowGuestConfirmation) throw new HttpError(403, CONFIRMATION_CLOSED_MESSAGE);
      const { firstName, lastName, email, phoneNumber, message, companions } = request.body;
      await createGuest(app.db, event.id, { firstName, lastName, email, phoneNumber, message, companions });
      return { success: true, message: 'Presença confirmada.' };
    },
  });
};

export default confirmationRoutes;
