import { apiRoutes } from '@celebra/shared/api';
import { SERVICE_OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route';

/**
 * GET /api/health: the process is alive and answers, and nothing more: the database is not asked
 * (GET /api/ready is). A container's health check that asked it would have every instance
 * restarted during a database outage, when they are what answers 503 and recovers by itself.
 */
const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.health),
    handler: async () => ({ success: true, message: SERVICE_OK_MESSAGE, status: 'ok' as const }),
  });
};

export default healthRoutes;
