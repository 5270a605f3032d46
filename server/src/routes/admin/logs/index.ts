import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { apiRoutes } from '@celebra/shared/api';
import type { FastifyTypeProviderDefault } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../../http/contract-route';

/**
 * GET /api/admin/logs/error.txt: the server's error log (JSON lines, one per error) as a download,
 * which the back office saves as error-log.txt. An empty file when nothing has failed yet.
 */
const adminLogsRoutes: FastifyPluginAsyncZod = async (app) => {
  const { schema, ...options } = contractRoute(apiRoutes.adminErrorLog);
  // The default type provider: the body is a file stream, which the zod-typed reply would refuse.
  app.withTypeProvider<FastifyTypeProviderDefault>().route({
    ...options,
    schema: {
      ...schema,
      response: { ...schema.response, 200: { content: { 'text/plain': { schema: schema.response[200] } } } },
    },
    handler: async (_request, reply) => {
      const file = app.config.errorLogPath;
      const size = await stat(file).then(
        (found) => found.size,
        () => 0,
      );
      reply
        .type('text/plain; charset=utf-8')
        .header('content-disposition', 'attachment; filename="error-log.txt"')
        .header('cache-control', 'no-store');
      // Read only up to the size seen now: the file keeps growing while it is sent.
      return reply.send(size === 0 ? '' : createReadStream(file, { start: 0, end: size - 1 }));
    },
  });
};

export default adminLogsRoutes;
