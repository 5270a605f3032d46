import { apiRoutes } from '@celebra/shared/api';
import { INVITATION_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { openInvitation } from '../../../domain/guest/open-invitation';
import { contractRoute } from '../../../http/contract-route';

/**
 * A guest opens their link a few times at most; sixty a minute per address leaves room for a
 * household sharing a router. The token is 128 random bits, so the limit is not what stops
 * guessing: it keeps a script from turning the look-up into a load on the database. Counted after
 * validation (preHandler), so a malformed token costs only its 400.
 */
const INVITATION_RATE_LIMIT: RateLimitOptions = {
  max: 60,
  timeWindow: 60_000,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `${request.ip}|invitation`,
};

/** GET /api/guests/invitation/{token}: a personal link's guest, to fill in the form. */
const invitationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.guestsGetInvitation, { rateLimit: INVITATION_RATE_LIMIT }),
    handler: async (request) => {
      const invitation = await openInvitation(app.db, request.params.token);
      return { success: true, message: INVITATION_FOUND_MESSAGE, invitation };
    },
  });
};

export default invitationRoutes;
