import type { FastifyInstance } from 'fastify';
import authRoutes from './auth/index';

/**
 * /api/users: the host dashboard. One hook signs in every route of the subtree; the calls a
 * signed-out visitor makes (login, pre-register…, register, event-types, event-categories,
 * fetch-gifts-slug) say `config: { public: true }`.
 */
export default async function usersRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireUser);
  await app.register(authRoutes);
}
