import { apiRoutes } from '@celebra/shared/api';
import { OK_MESSAGE, PAYOUT_DONE_MESSAGE, PAYOUT_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { concludePayout } from '../../../domain/payout/conclude-payout';
import { findPayout, findPayouts } from '../../../domain/payout/find-payouts';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getAdmin } from '../../../plugins/auth';

/** GET /api/admin/payouts?status= and PUT /api/admin/payouts/{id}/conclude. */
const adminPayoutsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListPayouts),
    handler: async (request) => ({
      success: true,
      message: OK_MESSAGE,
      ...(await findPayouts(app.db, request.query)),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminConcludePayout),
    handler: async (request) => {
      await concludePayout(app.db, request.params.id, getAdmin(request).id, request.body);
      const payout = await findPayout(app.db, request.params.id);
      if (!payout) throw new HttpError(404, PAYOUT_NOT_FOUND_MESSAGE);
      return { success: true, message: PAYOUT_DONE_MESSAGE, payout };
    },
  });
};

export default adminPayoutsRoutes;
