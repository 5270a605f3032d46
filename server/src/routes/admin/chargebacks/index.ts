import { apiRoutes } from '@celebra/shared/api';
import { OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findChargebacks } from '../../../domain/chargeback/find-chargebacks';
import { contractRoute } from '../../../http/contract-route';

/** GET /api/admin/chargebacks?status=: the card disputes, nearest deadline to send documents first. */
const adminChargebacksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListChargebacks),
    handler: async (request) => ({
      success: true,
      message: OK_MESSAGE,
      ...(await findChargebacks(app.db, request.query)),
    }),
  });
};

export default adminChargebacksRoutes;
