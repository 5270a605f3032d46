import { apiRoutes } from '@celebra/shared/api';
import { OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findLegalTexts } from '../../../domain/legal/find-legal-texts';
import { contractRoute } from '../../../http/contract-route';

/**
 * GET /api/guests/legal: the privacy policy and terms of use in force, for the guest site's and the
 * host app's pages. Public and the same for everyone: browsers and proxies may keep it five minutes,
 * so an edited text reaches every reader within that time.
 */
const legalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.guestsGetLegal),
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return { success: true, message: OK_MESSAGE, ...(await findLegalTexts(app.db)) };
    },
  });
};

export default legalRoutes;
