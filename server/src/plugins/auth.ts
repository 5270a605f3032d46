import type { TApiAuth } from '@celebra/shared/api';
import { UNAUTHORIZED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type AuthAdmin, findAdminSession } from '../auth/find-admin-session';
import { type AuthUser, findUserSession } from '../auth/find-user-session';
import { hashSessionToken, readBearerToken } from '../auth/session-token';
import { HttpError } from '../http/http-error';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without signing in, inside a subtree guarded by requireAdmin / requireUser. */
    public?: boolean;
    /** Who may call, from the route table (contractRoute); overrides the subtree's default. */
    auth?: TApiAuth;
  }
  interface FastifyInstance {
    /** onRequest hook for a whole subtree: by default a Bearer token plus a matching X-Admin-Id. */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** onRequest hook for a whole subtree: by default a Bearer token plus a matching X-User-Id. */
    requireUser: (request: FastifyRequest) => Promise<void>;
  }
  interface FastifyRequest {
    /** The signed-in administrator on /api/admin routes (null on public ones). */
    admin: AuthAdmin | null;
    /** The signed-in host on /api/users routes (null on public ones). */
    user: AuthUser | null;
  }
}

/** request.admin where requireAdmin ran; a 401 if a route is wrongly public. */
export function getAdmin(request: FastifyRequest): AuthAdmin {
  if (!request.admin) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  return request.admin;
}

/** request.user where requireUser ran; a 401 if a route is wrongly public. */
export function getUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
  return request.user;
}

/**
 * The sign-in scheme of both roles, as the apps send it: `Authorization: Bearer <token>` and the owner's id in
 * X-Admin-Id (admins) or X-User-Id (hosts). A missing, unknown, expired (SESSION_TTL_HOURS after
 * login), idle (unused for SESSION_IDLE_HOURS) or ended (logout, password change, deactivation)
 * token, or an id that is not the token's owner, is a 401 'Não autorizado.' with nothing more said.
 *
 * Each area registers one hook for its subtree (routes/admin, routes/users). A route opts out with
 * `config: { public: true }`; a route of the shared table carries `config.auth` ('none', 'admin'
 * or 'user'), which wins over the subtree's default (POST /users/register is an admin call).
 */
export default fp(
  async (app) => {
    app.decorateRequest('admin', null);
    app.decorateRequest('user', null);

    async function findOwner<T extends { id: number }>(
      request: FastifyRequest,
      idHeader: string,
      find: (tokenHash: string) => Promise<T | undefined>,
    ): Promise<T> {
      const token = readBearerToken(request.headers.authorization);
      const claimedId = request.headers[idHeader];
      if (!token || typeof claimedId !== 'string') throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      const owner = await find(hashSessionToken(token));
      if (!owner || String(owner.id) !== claimedId.trim()) throw new HttpError(401, UNAUTHORIZED_MESSAGE);
      return owner;
    }

    async function authenticate(request: FastifyRequest, areaDefault: TApiAuth): Promise<void> {
      const { config } = request.routeOptions;
      const auth = config.public ? 'none' : (config.auth ?? areaDefault);
      const idleHours = app.config.sessionIdleHours;
      if (auth === 'admin') {
        request.admin = await findOwner(request, 'x-admin-id', (hash) =>
          findAdminSession(app.db, hash, idleHours),
        );
      } else if (auth === 'user') {
        request.user = await findOwner(request, 'x-user-id', (hash) =>
          findUserSession(app.db, hash, idleHours),
        );
      }
    }

    app.decorate('requireAdmin', (request: FastifyRequest) => authenticate(request, 'admin'));
    app.decorate('requireUser', (request: FastifyRequest) => authenticate(request, 'user'));
  },
  { name: 'auth', dependencies: ['db'] },
);
