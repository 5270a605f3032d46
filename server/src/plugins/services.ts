import fp from 'fastify-plugin';
import type { Services } from '../domain/services';

declare module 'fastify' {
  interface FastifyInstance {
    services: Services;
  }
}

/**
 * `app.services`: the database, the payment provider, the mail, the storage, the log and the
 * configuration in one object, the only thing the domain and the jobs get of the app (never the
 * Fastify instance). The same objects as `app.db`, `app.payments`...: a test that spies on one
 * spies on both.
 */
export default fp(
  async (app) => {
    app.decorate('services', {
      db: app.db,
      payments: app.payments,
      mail: app.mail,
      storage: app.storage,
      log: app.log,
      config: app.config,
    } satisfies Services);
  },
  { name: 'services', dependencies: ['db', 'payments', 'mail', 'storage'] },
);
