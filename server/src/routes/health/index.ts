import { apiRoutes } from '@celebra/shared/api';
import { DATABASE_UNAVAILABLE_MESSAGE, SERVICE_OK_MESSAGE } from '@celebra/shared/messages';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route';

/** GET /api/health: up, and the database answers. For load balancers and the start script. */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.health),
    handler: async (request, reply) => {
      try {
        // A database that hangs (rather than refusing) must not hang the load balancer's probe.
        await Promise.race([app.db.execute(sql`select 1`), timeout(3000)]);
        return { success: true, message: SERVICE_OK_MESSAGE, status: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.status(503).send({ success: false, message: DATABASE_UNAVAILABLE_MESSAGE });
      }
    },
  });
};

function timeout(ms: number): Promise<never> {
  return new Promise((_resolve, reject) => {
    setTimeout(() => reject(new Error(`no answer in ${ms} ms`)), ms).unref();
  });
}

export default healthRoutes;
