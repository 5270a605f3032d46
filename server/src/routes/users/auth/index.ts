import { apiRoutes } from '@celebra/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUserSession } from '../../../auth/create-user-session';
import {
  INVALID_LOGIN_MESSAGE,
  LOGIN_RATE_LIMIT,
  normalizeEmail,
  verifyLogin,
} from '../../../auth/verify-login';
import { contractRoute } from '../../../http/contract-route';
import { HttpError, UNAUTHORIZED_MESSAGE } from '../../../http/http-error';
import { getUser } from '../../../plugins/auth';
import { findUserForLogin } from './find-user-for-login';
import { findUserProfile } from './find-user-profile';

/** POST /api/users/login (public, rate-limited) and GET /api/users/me. */
const userAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersLogin, { rateLimit: LOGIN_RATE_LIMIT }),
    handler: async (request) => {
      const user = await findUserForLogin(app.db, normalizeEmail(request.body.email));
      if (!(await verifyLogin(user, request.body.password)) || !user) {
        throw new HttpError(401, INVALID_LOGIN_MESSAGE);
      }
      const token = await createUserSession(app.db, user.id, app.config.sessionTtlHours);
      return { success: true, message: 'Login realizado com sucesso.', token, id: user.id };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersMe),
    handler: async (request) => {
      const profile = await findUserProfile(app.db, getUser(request).id);
      if (!profile) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      // The host spec reads first_name/last_name; both spellings go out (see ZHostUser).
      const { user, event } = profile;
      return {
        success: true,
        message: 'OK',
        user: { ...user, first_name: user.firstName, last_name: user.lastName },
        event,
      };
    },
  });
};

export default userAuthRoutes;
