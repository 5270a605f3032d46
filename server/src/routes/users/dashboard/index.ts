import { apiRoutes } from '@celebra/shared/api';
import { OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { countDashboardTotals } from '../../../domain/dashboard/count-dashboard-totals';
import { findOwnedEvent } from '../../../domain/event/find-owned-event';
import { contractRoute } from '../../../http/contract-route';
import { getUser } from '../../../plugins/auth';

/** GET /users/event/{eventId}/dashboard/retrieve: the host home's counters. */
const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersDashboard),
    handler: async (request) => {
      const event = await findOwnedEvent(app.db, getUser(request).id, request.params.eventId);
      return { success: true, message: OK_MESSAGE, totals: await countDashboardTotals(app.db, event.id) };
    },
  });
};

export default dashboardRoutes;
