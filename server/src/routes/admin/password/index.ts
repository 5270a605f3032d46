import { apiRoutes } from '@celebra/shared/api';
import { ADMIN_PASSWORD_CHANGED_MESSAGE, WRONG_CURRENT_PASSWORD_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeAdminPassword } from '../../../domain/admin/change-admin-password';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getAdmin } from '../../../plugins/auth';

/** PUT /api/admin/password: the settings page's password modal. */
const adminPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminChangePassword),
    handler: async (request) => {
      const admin = getAdmin(request);
      if (!(await changeAdminPassword(app.db, admin.id, admin.sessionId, request.body))) {
        throw new HttpError(400, WRONG_CURRENT_PASSWORD_MESSAGE);
      }
      return { success: true, message: ADMIN_PASSWORD_CHANGED_MESSAGE };
    },
  });
};

export default adminPasswordRoutes;
