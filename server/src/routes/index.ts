import type { FastifyInstance } from 'fastify';
import adminRoutes from './admin/index';
import geoRoutes from './geo/index';
import guestsRoutes from './guests/index';
import healthRoutes from './health/index';
import paymentsRoutes from './payments/index';
import readyRoutes from './ready/index';
import usersRoutes from './users/index';

/**
 * Everything under /api: one plugin per area (the first segment of the shared table's paths),
 * each guarding its own subtree.
 */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(readyRoutes, { prefix: '/ready' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(usersRoutes, { prefix: '/users' });
  await app.register(guestsRoutes, { prefix: '/guests' });
  await app.register(geoRoutes, { prefix: '/geo' });
  await app.register(paymentsRoutes, { prefix: '/payments' });
}
