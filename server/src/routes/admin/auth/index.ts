import { apiRoutes } from '@celebra/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAdminSession } from '../../../auth/create-admin-session';
import {
  INVALID_LOGIN_MESSAGE,
  LOGIN_RATE_LIMIT,
  normalizeEmail,
  verifyLogin,
} from '../../../auth/verify-login';
import { contractRoute } from '../../../http/contract-route';
import { HttpError, UNAUTHORIZED_MESSAGE } from '../../../http/http-error';
import { getAdmin } from '../../../plugins/auth';
import { findAdminForLogin } from './find-admin-for-login';
import { findAdminProfile } from './find-admin-profile';

/** POST /api/admin/login (public, rate-limited) and GET /api/admin/me. */
const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminLogin, { rateLimit: LOGIN_RATE_LIMIT }),
    handler: async (request) => {
      const admin = await findAdminForLogin(app.db, normalizeEmail(request.body.email));
      if (!(await verifyLogin(admin, request.body.password)) || !admin) {
        throw new HttpError(401, INVALID_LOGIN_MESSAGE);
      }
      const token = await createAdminSession(app.db, admin.id, app.config.sessionTtlHours);
      const { id, firstName, lastName, email, avatarUrl } = admin;
      return {
        success: true,
        message: 'Login realizado com sucesso.',
        token,
        admin: { id, firstName, lastName, email, avatarUrl },
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminMe),
    handler: async (request) => {
      const profile = await findAdminProfile(app.db, getAdmin(request).id);
      // The session outlived its admin row only in a race with a deletion: treat as signed out.
      if (!profile) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      return { success: true, message: 'OK', ...profile };
    },
  });
};

export default adminAuthRoutes;
