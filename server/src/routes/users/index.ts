import type { FastifyInstance } from 'fastify';
import accountRoutes from './account/index';
import authRoutes from './auth/index';
import catalogRoutes from './catalog/index';
import dashboardRoutes from './dashboard/index';
import deliveriesRoutes from './deliveries/index';
import eventRoutes from './event/index';
import eventDetailsRoutes from './event-details/index';
import galleryRoutes from './gallery/index';
import giftsRoutes from './gifts/index';
import guestsRoutes from './guests/index';
import messagesRoutes from './messages/index';
import notificationsRoutes from './notifications/index';
import passwordRoutes from './password/index';
import passwordResetRoutes from './password-reset/index';
import payoutDestinationRoutes from './payout-destination/index';
import payoutRequestRoutes from './payout-request/index';
import payoutsRoutes from './payouts/index';
import preRegisterRoutes from './pre-register/index';
import receivedGiftsRoutes from './received-gifts/index';
import registerRoutes from './register/index';
import rsvpRoutes from './rsvp/index';
import servicesRoutes from './services/index';
import settingsRoutes from './settings/index';
import transactionsRoutes from './transactions/index';
import uploadsRoutes from './uploads/index';

/**
 * /api/users: the host dashboard. One hook signs in every route of the subtree; the calls a
 * signed-out visitor makes (login, pre-register…, register, event-types, event-categories,
 * fetch-gifts-slug) say `config: { public: true }`.
 */
export default async function usersRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', app.requireUser);
  await app.register(authRoutes);
  await app.register(passwordResetRoutes);
  await app.register(passwordRoutes);
  await app.register(accountRoutes);
  await app.register(catalogRoutes);
  await app.register(registerRoutes);
  await app.register(uploadsRoutes);
  await app.register(galleryRoutes);
  await app.register(preRegisterRoutes);
  await app.register(servicesRoutes);
  await app.register(payoutRequestRoutes);
  await app.register(payoutsRoutes);
  await app.register(payoutDestinationRoutes);
  await app.register(dashboardRoutes);
  await app.register(eventRoutes);
  await app.register(eventDetailsRoutes);
  await app.register(giftsRoutes);
  await app.register(settingsRoutes);
  await app.register(guestsRoutes);
  await app.register(rsvpRoutes);
  await app.register(messagesRoutes);
  await app.register(notificationsRoutes);
  await app.register(receivedGiftsRoutes);
  await app.register(transactionsRoutes);
  await app.register(deliveriesRoutes);
}
