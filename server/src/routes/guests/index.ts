import type { FastifyInstance } from 'fastify';
import confirmationRoutes from './confirmation/index';
import eventRoutes from './event/index';
import invitationRoutes from './invitation/index';
import legalRoutes from './legal/index';
import messageRoutes from './message/index';
import purchaseRoutes from './purchase/index';
import unsubscribeRoutes from './unsubscribe/index';

/**
 * /api/guests: the public event site. No sign-in anywhere in the subtree (every route of the
 * table says auth 'none'); each call reaches one event, and only what its guests may see.
 */
export default async function guestsRoutes(app: FastifyInstance): Promise<void> {
  await app.register(eventRoutes);
  await app.register(messageRoutes);
  await app.register(confirmationRoutes);
  await app.register(invitationRoutes);
  await app.register(purchaseRoutes);
  await app.register(legalRoutes);
  await app.register(unsubscribeRoutes);
}
