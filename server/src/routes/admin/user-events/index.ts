import { apiRoutes } from '@celebra/shared/api';
import { OK_MESSAGE, USER_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUserEvents } from '../../../domain/event/find-user-events';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';

/** GET /api/admin/user-events/{userId}: the users page's 'events' popup. */
const adminUserEventsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListUserEvents),
    handler: async (request) => {
      const events = await findUserEvents(app.db, request.params.userId);
      if (!events) throw new HttpError(404, USER_NOT_FOUND_MESSAGE);
      return { success: true, message: OK_MESSAGE, events };
    },
  });
};

export default adminUserEventsRoutes;
