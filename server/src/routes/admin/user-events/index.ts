import { apiRoutes } from '@celebra/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { USER_NOT_FOUND_MESSAGE } from '../users/find-user';
import { findUserEvents } from './find-user-events';

/** GET /api/admin/user-events/{userId}: the users page's 'events' popup. */
const adminUserEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListUserEvents),
    handler: async (request) => {
      const events = await findUserEvents(app.db, request.params.userId);
      if (!events) throw new HttpError(404, USER_NOT_FOUND_MESSAGE);
      return { success: true, message: 'OK', events };
    },
  });
};

export default adminUserEventsRoutes;
