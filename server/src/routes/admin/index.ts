import type { FastifyInstance } from 'fastify';
import auditLogRoutes from './audit-log/index';
import authRoutes from './auth/index';
import chargebacksRoutes from './chargebacks/index';
import dashboardRoutes from './dashboard/index';
import deliveriesRoutes from './deliveries/index';
import eventCategoriesRoutes from './event-categories/index';
import eventTypesRoutes from './event-types/index';
import eventsRoutes from './events/index';
import giftSuggestionsRoutes from './gift-suggestions/index';
import giftsRoutes from './gifts/index';
import ledgerRoutes from './ledger/index';
import logsRoutes from './logs/index';
import passwordRoutes from './password/index';
import passwordResetRoutes from './password-reset/index';
import payoutsRoutes from './payouts/index';
import personalDataRoutes from './personal-data/index';
import preUserRequestsRoutes from './pre-user-requests/index';
import servicesRoutes from './services/index';
import settingsRoutes from './settings/index';
import transactionInfoRoutes from './transaction-info/index';
import transactionsRoutes from './transactions/index';
import userEventsRoutes from './user-events/index';
import usersRoutes from './users/index';

/**
 * /api/admin: the back office. One hook signs in every route of the subtree; a route that must
 * be reachable signed out (the login, 'Esqueci minha senha') says `config: { public: true }`.
 */
export default async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireAdmin);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(logsRoutes);
  await app.register(giftsRoutes);
  await app.register(eventCategoriesRoutes);
  await app.register(eventTypesRoutes);
  await app.register(servicesRoutes);
  await app.register(dashboardRoutes);
  await app.register(usersRoutes);
  await app.register(userEventsRoutes);
  await app.register(eventsRoutes);
  await app.register(giftSuggestionsRoutes);
  await app.register(preUserRequestsRoutes);
  await app.register(payoutsRoutes);
  await app.register(transactionsRoutes);
  await app.register(transactionInfoRoutes);
  await app.register(chargebacksRoutes);
  await app.register(deliveriesRoutes);
  await app.register(ledgerRoutes);
  await app.register(settingsRoutes);
  await app.register(passwordRoutes);
  await app.register(auditLogRoutes);
  await app.register(personalDataRoutes);
}
