import type { FastifyInstance } from 'fastify';
import adminRoutes from './admin/index';
import healthRoutes from './health/index';
import usersRoutes from './users/index';

/**
 * Everything under /api: one plugin per area (the first segment of the shared table's paths),
 * each guarding its own subtree.
 */
export default async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes, { prefix: '/health' });
  await app.register(adminRoutes, { prefix: '/admin' });
  await app.register(usersRoutes, { prefix: '/users' });
}
