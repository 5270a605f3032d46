import { apiRoutes } from '@celebra/shared/api';
import { OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findDashboardTotals } from '../../../domain/dashboard/find-dashboard-totals';
import { contractRoute } from '../../../http/contract-route';

/** GET /api/admin/dashboard/retrieve: the dashboard's counters. */
const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminDashboard),
    handler: async () => ({ success: true, message: OK_MESSAGE, totals: await findDashboardTotals(app.db) }),
  });
};

export default adminDashboardRoutes;
