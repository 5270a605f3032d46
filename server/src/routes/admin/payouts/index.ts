import { apiRoutes } from '@celebra/shared/api';
import {
  OK_MESSAGE,
  PAYOUT_CANCELLED_MESSAGE,
  PAYOUT_DONE_MESSAGE,
  PAYOUT_FAILED_MESSAGE,
  PAYOUT_NOT_FOUND_MESSAGE,
} from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findNegativeBalances } from '../../../domain/ledger/find-negative-balances';
import { closePayout } from '../../../domain/payout/close-payout';
import { concludePayout } from '../../../domain/payout/conclude-payout';
import { findPayoutRecord } from '../../../domain/payout/find-payout-record';
import { findPayout, findPayouts } from '../../../domain/payout/find-payouts';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getAdmin } from '../../../plugins/auth';

/**
 * GET /api/admin/payouts?status=&eventId=&userId=, GET /api/admin/payouts/{id}, PUT
 * /api/admin/payouts/{id}/conclude, PUT /api/admin/payouts/{id}/close and GET
 * /api/admin/negative-balances.
 */
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
    ...contractRoute(apiRoutes.adminGetPayout),
    handler: async (request) => {
      const payout = await findPayoutRecord(app.db, request.params.id);
      if (!payout) throw new HttpError(404, PAYOUT_NOT_FOUND_MESSAGE);
      return { success: true, message: OK_MESSAGE, payout };
    },
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

  app.route({
    ...contractRoute(apiRoutes.adminClosePayout),
    handler: async (request) => {
      await closePayout(app.db, request.params.id, getAdmin(request).id, request.body);
      const payout = await findPayout(app.db, request.params.id);
      if (!payout) throw new HttpError(404, PAYOUT_NOT_FOUND_MESSAGE);
      const message = request.body.status === 'FAILED' ? PAYOUT_FAILED_MESSAGE : PAYOUT_CANCELLED_MESSAGE;
      return { success: true, message, payout };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminListNegativeBalances),
    handler: async () => ({
      success: true,
      message: OK_MESSAGE,
      balances: await findNegativeBalances(app.db),
    }),
  });
};

export default adminPayoutsRoutes;
