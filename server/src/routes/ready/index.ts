import { apiRoutes, ZNotReadyResponseSchema } from '@celebra/shared/api';
import { NOT_READY_MESSAGES, SERVICE_OK_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contractRoute } from '../../http/contract-route';
import { checkReadiness, type Readiness } from './check-readiness';

/** A passing answer is reused this long: the probe is public and must not become a way to load the database. */
const PASSING_ANSWER_TTL_MS = 2000;

/**
 * GET /api/ready: whether this instance should get traffic (database, migrations, storage), for
 * load balancers and orchestrators. GET /api/health only says the process is alive.
 */
const readyRoutes: FastifyPluginAsyncZod = async (app) => {
  let passedAt = Number.NEGATIVE_INFINITY;
  // Probes arriving together share one round of checks.
  let inFlight: Promise<Readiness> | undefined;

  const route = contractRoute(apiRoutes.ready);
  app.route({
    ...route,
    schema: { ...route.schema, response: { ...route.schema.response, 503: ZNotReadyResponseSchema } },
    handler: async (request, reply) => {
      if (Date.now() - passedAt > PASSING_ANSWER_TTL_MS) {
        inFlight ??= checkReadiness(app.db, app.storage).finally(() => {
          inFlight = undefined;
        });
        const readiness = await inFlight;
        if (!readiness.ready) {
          request.log.error({ err: readiness.error, check: readiness.failedCheck }, 'not ready');
          return reply.status(503).send({
            success: false,
            message: NOT_READY_MESSAGES[readiness.failedCheck],
            failedCheck: readiness.failedCheck,
          });
        }
        passedAt = Date.now();
      }
      return { success: true, message: SERVICE_OK_MESSAGE, status: 'ready' as const };
    },
  });
};

export default readyRoutes;
