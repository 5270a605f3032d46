import { apiRoutes } from '@celebra/shared/api';
import { CHECKOUT_REDIRECT_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payByCard } from '../../../domain/purchase/pay-by-card';
import { startPurchase } from '../../../domain/purchase/start-purchase';
import { contractRoute } from '../../../http/contract-route';
import { GUEST_WRITE_RATE_LIMIT } from '../../../plugins/rate-limit';
import purchaseInstallmentsRoutes from './installments';
import { openCart } from './open-cart';
import pixPurchaseRoutes from './pix';
import purchaseStatusRoutes from './status';

/**
 * POST /api/guests/purchase: a guest pays for gifts of an event's list, priced by priceCart from
 * the database's prices and the platform's percentage (never the client's), then sent to the
 * checkout (startPurchase with payByCard, paymentLink), where the card's installments are the
 * platform's. `coverFee`: whether the guest pays the platform's percentage on top. On a
 * password-protected site the body carries the password as `sitePassword`.
 */
const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.guestsPurchase, { rateLimit: GUEST_WRITE_RATE_LIMIT }),
    handler: async (request, reply) => {
      const { start, installments } = await openCart(app, request, reply, request.body);
      const paymentLink = await startPurchase(app.services, start, payByCard(app.services, installments));
      return { success: true, message: CHECKOUT_REDIRECT_MESSAGE, paymentLink };
    },
  });
  await app.register(pixPurchaseRoutes);
  await app.register(purchaseInstallmentsRoutes);
  await app.register(purchaseStatusRoutes);
};

export default purchaseRoutes;
