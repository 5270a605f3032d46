import { apiRoutes } from '@celebra/shared/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hashPassword } from '../../../auth/password';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { createHostAccount } from './create-host-account';
import {
  assertCategoryOfType,
  findRequestPassword,
  NO_REQUEST_PASSWORD_MESSAGE,
  UNVERIFIED_REQUEST_PASSWORD_MESSAGE,
} from './find-request-password';

/**
 * POST /users/register: the admin wizard's whole draft (an admin call under /users, as the route
 * table says). The body schema has already applied the wizard's rules: at least 4 gifts, the
 * password rules unless the prospective user's own password is reused, the slug's format.
 */
const usersRegisterRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.usersRegister),
    handler: async (request) => {
      const draft = request.body;
      const requested = draft.preUserRequestId
        ? await findRequestPassword(app.db, draft.preUserRequestId)
        : undefined;
      await assertCategoryOfType(app.db, draft.eventCategoryId, draft.eventTypeId);

      let passwordHash: string;
      if (draft.useUserPassword) {
        if (!requested?.passwordHash) throw new HttpError(400, NO_REQUEST_PASSWORD_MESSAGE);
        // Whoever registered an address they do not own chose this password: it becomes the
        // account's only once the owner of the address proved it (routes/users/pre-register).
        if (!requested.emailVerified) throw new HttpError(400, UNVERIFIED_REQUEST_PASSWORD_MESSAGE);
        passwordHash = requested.passwordHash;
      } else {
        // The schema checked the rules; the type still says optional.
        passwordHash = await hashPassword(draft.password ?? '');
      }

      const id = await createHostAccount(app.db, draft, passwordHash);
      return { success: true, message: 'Usuário e evento criados com sucesso.', id };
    },
  });
};

export default usersRegisterRoutes;
