import { createHash, timingSafeEqual } from 'node:crypto';
import { UNAUTHORIZED_MESSAGE } from '@celebra/shared/messages';
import fp from 'fastify-plugin';
import { poolOf } from '../db/pool-of';
import { type AppMetrics, createMetrics } from '../metrics/create-metrics';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics; null when METRICS_PORT and METRICS_TOKEN are both unset. */
    metrics: AppMetrics | null;
  }
}

/**
 * Prometheus metrics, when configured (config.metrics). METRICS_TOKEN adds GET /metrics to this
 * app behind `Authorization: Bearer <token>`; METRICS_PORT has main.ts serve them on a listener of
 * their own (metrics/serve-metrics.ts). With neither, no hook and no route: the request path pays
 * nothing.
 */
export default fp(
  async (app) => {
    const { port, token } = app.config.metrics;
    if (port === null && token === null) {
      app.decorate('metrics', null);
      return;
    }
    const metrics = createMetrics(poolOf(app.db), app.log);
    app.decorate('metrics', metrics);

    const { requestDuration } = metrics;
    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern, never the URL: ids, slugs and tokens stay out of the labels.
      requestDuration.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status_class: `${Math.floor(reply.statusCode / 100)}xx`,
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    if (token === null) return;
    const expected = digest(`Bearer ${token}`);
    app.route({
      method: 'GET',
      url: '/metrics',
      config: { public: true },
      schema: { hide: true },
      handler: async (request, reply) => {
        // Digests of equal length, compared in constant time: the answer's timing tells nothing.
        if (!timingSafeEqual(digest(request.headers.authorization ?? ''), expected))
          return reply.status(401).send({ success: false, message: UNAUTHORIZED_MESSAGE });
        return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
      },
    });
  },
  { name: 'metrics', dependencies: ['db'] },
);

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
