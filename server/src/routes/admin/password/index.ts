import { apiRoutes } from '@celebra/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeAdminPassword } from '../../../domain/admin/change-admin-password';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getAdmin } from '../../../plugins/auth';

/**
 * A wrong current password is a 400, not a 401: the back office sends every 401 to the login
 * page, and a typo in the modal must not sign the administrator out.
 */
export const WRONG_CURRENT_PASSWORD_MESSAGE = 'Senha atual incorreta.';

/** PUT /api/admin/password: the settings page's password modal. */
const adminPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminChangePassword),
    handler: async (request) => {
      const admin = getAdmin(request);
      if (!(await changeAdminPassword(app.db, admin.id, admin.sessionId, request.body))) {
        throw new HttpError(400, WRONG_CURRENT_PASSWORD_MESSAGE);
      }
      return { success: true, message: 'Senha alterada com sucesso.' };
    },
  });
};

export default adminPasswordRoutes;
