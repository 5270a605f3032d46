import { apiRoutes } from '@celebra/shared/api';
import { OK_MESSAGE, USER_NOT_FOUND_MESSAGE, USER_UPDATED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findUser } from '../../../domain/user/find-user';
import { findUsers } from '../../../domain/user/find-users';
import { updateUser } from '../../../domain/user/update-user';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { getAdmin } from '../../../plugins/auth';

/** GET /api/admin/users, GET and PUT /api/admin/users/{id}: the hosts' accounts. */
const adminUsersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminListUsers),
    handler: async (request) => ({
      success: true,
      message: OK_MESSAGE,
      ...(await findUsers(app.db, request.query)),
    }),
  });

  app.route({
    ...contractRoute(apiRoutes.adminGetUser),
    handler: async (request) => {
      const user = await findUser(app.db, request.params.id);
      if (!user) throw new HttpError(404, USER_NOT_FOUND_MESSAGE);
      return { success: true, message: OK_MESSAGE, user };
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminUpdateUser),
    handler: async (request) => {
      const user = await updateUser(app.db, request.params.id, request.body, getAdmin(request).id);
      if (!user) throw new HttpError(404, USER_NOT_FOUND_MESSAGE);
      return { success: true, message: USER_UPDATED_MESSAGE, user };
    },
  });
};

export default adminUsersRoutes;
