import { apiRoutes } from '@celebra/shared/api';
import { formatDate, formatTime } from '@celebra/shared/format';
import { HOST_PASSWORD_CHANGED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLATFORM_TIME_ZONE } from '../../../db/list-query';
import { changeUserPassword } from '../../../domain/user/change-user-password';
import { contractRoute } from '../../../http/contract-route';
import { passwordChangedMail } from '../../../mail/templates/index';
import { getUser } from '../../../plugins/auth';

/** PUT /api/users/password: 'Alterar senha' in the host's settings; the host is mailed of it. */
const userPasswordRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersChangePassword),
    handler: async (request) => {
      const { id, sessionId } = getUser(request);
      const host = await changeUserPassword(app.db, id, sessionId, request.body);
      if (host) {
        const now = new Date();
        const zone = { timeZone: PLATFORM_TIME_ZONE };
        await app.mail.send(
          passwordChangedMail({
            ...host,
            to: host.email,
            changedAt: `${formatDate(now, zone)} às ${formatTime(now, zone)}`,
            how: 'change',
          }),
        );
      }
      return { success: true, message: HOST_PASSWORD_CHANGED_MESSAGE };
    },
  });
};

export default userPasswordRoutes;
