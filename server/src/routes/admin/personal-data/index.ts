import { apiRoutes } from '@celebra/shared/api';
import { personalDataExport } from '@celebra/shared/format';
import { OK_MESSAGE, PERSONAL_DATA_ERASED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findAdminActor } from '../../../domain/audit/find-actor';
import { erasePersonDataAudited } from '../../../domain/privacy/erase-person-data-audited';
import { findPersonDataAudited } from '../../../domain/privacy/find-person-data-audited';
import type { PersonQuery } from '../../../domain/privacy/match-person';
import { contractRoute } from '../../../http/contract-route';
import { getAdmin } from '../../../plugins/auth';

/**
 * /api/admin/personal-data: the back office's 'Dados pessoais', how a person's request about their
 * data is served: what is kept about them (by e-mail or phone, across every event), a copy of it
 * as a JSON file in Portuguese, and its erasure.
 */
const adminPersonalDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.adminFindPersonalData),
    handler: async (request) => {
      const actor = await findAdminActor(app.db, getAdmin(request).id);
      const data = await findPersonDataAudited(app.db, actor, request.query, 'personal-data.looked-up');
      return { success: true, message: OK_MESSAGE, ...data };
    },
  });

  const { schema: exportSchema, ...exportOptions } = contractRoute(apiRoutes.adminExportPersonalData);
  // The default type provider: the body is the file's bytes, which the zod-typed reply would quote.
  app.withTypeProvider<FastifyTypeProviderDefault>().route({
    ...exportOptions,
    schema: {
      ...exportSchema,
      response: {
        ...exportSchema.response,
        200: { content: { 'application/json': { schema: exportSchema.response[200] } } },
      },
    },
    handler: async (request, reply) => {
      const actor = await findAdminActor(app.db, getAdmin(request).id);
      const query = request.query as PersonQuery;
      const data = await findPersonDataAudited(app.db, actor, query, 'personal-data.exported');
      const file = `${JSON.stringify(personalDataExport(data, new Date()), null, 2)}\n`;
      reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', 'attachment; filename="dados-pessoais.json"')
        .header('cache-control', 'no-store');
      return reply.send(Buffer.from(file, 'utf8'));
    },
  });

  app.route({
    ...contractRoute(apiRoutes.adminErasePersonalData),
    handler: async (request) => {
      const admin = getAdmin(request);
      const { email, phone, selection } = request.body;
      // Exactly the rows the search showed, or nothing (409) when the person's rows changed since.
      const counts = await erasePersonDataAudited(
        app.db,
        await findAdminActor(app.db, admin.id),
        { email, phone },
        selection,
        new Date(),
      );
      return { success: true, message: PERSONAL_DATA_ERASED_MESSAGE, ...counts };
    },
  });
};

export default adminPersonalDataRoutes;
