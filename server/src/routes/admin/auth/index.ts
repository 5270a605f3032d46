import { apiRoutes } from '@celebra/shared/api';
import {
  INVALID_LOGIN_MESSAGE,
  LOGIN_DONE_MESSAGE,
  LOGOUT_DONE_MESSAGE,
  OK_MESSAGE,
  UNAUTHORIZED_MESSAGE,
} from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAdminSession } from '../../../auth/create-admin-session';
import { revokeAdminSession } from '../../../auth/revoke-admin-sessions';
import { LOGIN_RATE_LIMIT, normalizeEmail, verifyLogin } from '../../../auth/verify-login';
import { findAdminForLogin } from '../../../domain/admin/find-admin-for-login';
import { findAdminProfile } from '../../../domain/admin/find-admin-profile';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getAdmin } from '../../../plugins/auth';

/** POST /api/admin/login (public, rate-limited), GET /api/admin/me and POST /api/admin/logout. */
const adminAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminLogin, { rateLimit: LOGIN_RATE_LIMIT }),
    handler: async (request) => {
      const admin = await findAdminForLogin(app.db, normalizeEmail(request.body.email));
      if (!(await verifyLogin(admin, request.body.password)) || !admin) {
        throw new HttpError(401, INVALID_LOGIN_MESSAGE);
      }
      const { sessionTtlHours, sessionIdleHours } = app.config;
      const token = await createAdminSession(app.db, admin.id, sessionTtlHours, sessionIdleHours);
      const { id, firstName, lastName, email, avatarUrl } = admin;
      return {
        success: true,
        message: LOGIN_DONE_MESSAGE,
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
      return { success: true, message: OK_MESSAGE, ...profile };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminLogout),
    handler: async (request) => {
      // The sign-in hook found this session, so the token is live until this delete; sent again,
      // it is unknown and the hook answers 401.
      await revokeAdminSession(app.db, getAdmin(request).sessionId);
      return { success: true, message: LOGOUT_DONE_MESSAGE };
    },
  });
};

export default adminAuthRoutes;
