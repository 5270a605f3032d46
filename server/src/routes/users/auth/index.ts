import { apiRoutes, ZUsersLoginPendingErrorSchema } from '@celebra/shared/api';
import {
  INVALID_LOGIN_MESSAGE,
  LOGIN_DONE_MESSAGE,
  LOGOUT_DONE_MESSAGE,
  OK_MESSAGE,
  PRE_REGISTRATION_PENDING_LOGIN_MESSAGE,
  UNAUTHORIZED_MESSAGE,
} from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createUserSession } from '../../../auth/create-user-session';
import { revokeUserSession } from '../../../auth/revoke-user-sessions';
import { LOGIN_RATE_LIMIT, normalizeEmail, verifyLogin } from '../../../auth/verify-login';
import { findPendingRegistrationForLogin } from '../../../domain/pre-registration/find-pending-registration-for-login';
import { findUserForLogin } from '../../../domain/user/find-user-for-login';
import { findUserProfile } from '../../../domain/user/find-user-profile';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getUser } from '../../../plugins/auth';

/** POST /api/users/login (public, rate-limited), GET /api/users/me and POST /api/users/logout. */
const userAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  // A registration not yet made into an account answers its right password with a 403 that
  // carries `preRegistration` (the shared contract's ZUsersLoginPendingErrorSchema): the host app
  // then links to the registration's status page. Only after the password is checked, so an
  // address's registration is told to no one who does not know its password; an unknown address,
  // a wrong password and a registration's wrong password all get the same 401, after one argon2
  // check each.
  const loginRoute = contractRoute(apiRoutes.usersLogin, { rateLimit: LOGIN_RATE_LIMIT });
  app.route({
    ...loginRoute,
    schema: {
      ...loginRoute.schema,
      response: { ...loginRoute.schema.response, 403: ZUsersLoginPendingErrorSchema },
    },
    handler: async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const user = await findUserForLogin(app.db, email);
      const pending = user ? undefined : await findPendingRegistrationForLogin(app.db, email);
      const verified = await verifyLogin(user ?? pending, request.body.password);
      if (verified && !user && pending) {
        return reply
          .status(403)
          .send({ success: false, message: PRE_REGISTRATION_PENDING_LOGIN_MESSAGE, preRegistration: true });
      }
      if (!verified || !user) throw new HttpError(401, INVALID_LOGIN_MESSAGE);
      const { sessionTtlHours, sessionIdleHours } = app.config;
      const token = await createUserSession(app.db, user.id, sessionTtlHours, sessionIdleHours);
      return { success: true, message: LOGIN_DONE_MESSAGE, token, id: user.id };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersMe),
    handler: async (request) => {
      const profile = await findUserProfile(app.db, getUser(request).id);
      if (!profile) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      // The host app reads first_name/last_name; both spellings go out (see ZHostUser).
      const { user, event } = profile;
      return {
        success: true,
        message: OK_MESSAGE,
        user: { ...user, first_name: user.firstName, last_name: user.lastName },
        event,
      };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersLogout),
    handler: async (request) => {
      // The sign-in hook found this session, so the token is live until this delete; sent again,
      // it is unknown and the hook answers 401.
      await revokeUserSession(app.db, getUser(request).sessionId);
      return { success: true, message: LOGOUT_DONE_MESSAGE };
    },
  });
};

export default userAuthRoutes;
