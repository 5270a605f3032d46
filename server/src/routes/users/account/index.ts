import { apiRoutes, type TUsersExportAccountDataBody } from '@celebra/shared/api';
import { ACCOUNT_DELETED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PLATFORM_TIME_ZONE } from '../../../db/list-query';
import { checkOwnerPassword } from '../../../domain/account/check-owner-password';
import { collectAccountDataAudited } from '../../../domain/account/collect-account-data-audited';
import { deleteAccountWithMedia } from '../../../domain/account/delete-account-with-media';
import { streamAccountZip } from '../../../domain/account/stream-account-zip';
import { contractRoute } from '../../../http/contract-route';
import { getUser } from '../../../plugins/auth';
import { mediaServices } from '../../../plugins/media-services';

/** 'YYYY-MM-DD' of today in Brasília, for the download's name. */
function todayInBrasilia(now = new Date()): string {
  return now.toLocaleDateString('en-CA', { timeZone: PLATFORM_TIME_ZONE });
}

/**
 * POST /api/users/account/export and /delete: the signed-in host downloads everything the
 * platform holds of them (a zip, streamed) or deletes their account. Both ask the account's
 * password again, counted against guessing per host.
 */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const { schema, ...options } = contractRoute(apiRoutes.usersExportAccountData);
  // The default type provider: the body is a stream, which the zod-typed reply would refuse.
  app.withTypeProvider<FastifyTypeProviderDefault>().route({
    ...options,
    schema: {
      ...schema,
      response: {
        ...schema.response,
        200: { content: { 'application/zip': { schema: schema.response[200] } } },
      },
    },
    handler: async (request, reply) => {
      const userId = getUser(request).id;
      const { password } = request.body as TUsersExportAccountDataBody;
      await checkOwnerPassword(app.db, userId, password);
      const data = await collectAccountDataAudited(app.db, userId);
      reply
        .type('application/zip')
        .header('content-disposition', `attachment; filename="celebra-meus-dados-${todayInBrasilia()}.zip"`)
        .header('cache-control', 'no-store');
      return reply.send(streamAccountZip(data, app.storage));
    },
  });

  app.route({
    ...contractRoute(apiRoutes.usersDeleteAccount),
    handler: async (request) => {
      const userId = getUser(request).id;
      await checkOwnerPassword(app.db, userId, request.body.password);
      await deleteAccountWithMedia(app.db, mediaServices(app, request), userId);
      return { success: true, message: ACCOUNT_DELETED_MESSAGE };
    },
  });
};

export default accountRoutes;
