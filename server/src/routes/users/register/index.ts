import { apiRoutes } from '@celebra/shared/api';
import { USER_AND_EVENT_CREATED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendEventReadyMail } from '../../../domain/pre-registration/send-event-ready-mail';
import { registerHost } from '../../../domain/user/register-host';
import { contractRoute } from '../../../http/contract-route';

/**
 * POST /users/register: the admin wizard's whole draft (an admin call under /users, as the route
 * table says). The body schema has already applied the wizard's rules: at least 4 gifts, the
 * password rules unless the prospective user's own password is reused, the slug's format. An event
 * made from a prospective host's request is mailed to them once created (never failing the answer).
 */
const usersRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersRegister),
    handler: async (request) => {
      const id = await registerHost(app.db, request.body);
      if (request.body.preUserRequestId) await sendEventReadyMail(app.services, id);
      return { success: true, message: USER_AND_EVENT_CREATED_MESSAGE, id };
    },
  });
};

export default usersRegisterRoutes;
