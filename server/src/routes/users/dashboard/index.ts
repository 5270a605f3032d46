import { apiRoutes } from '@celebra/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route';
import { findOwnedEvent } from '../find-owned-event';
import { countDashboardTotals } from './count-dashboard-totals';

/** GET /users/event/{eventId}/dashboard/retrieve: the host home's counters. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersDashboard),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, request, request.params.eventId);
      return { success: true, message: 'OK', totals: await countDashboardTotals(app.db, event.id) };
    },
  });
};

export default dashboardRoutes;
