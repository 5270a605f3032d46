import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/index';
import logsRoutes from './logs/index';

/**
 * /api/admin: the back office. One hook signs in every route of the subtree; a route that must
 * be reachable signed out (only the login) says `config: { public: true }`.
 */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(authRoutes);
  await app.register(logsRoutes);
}
