import { apiRoutes } from '@celebra/shared/api';
import { PIX_PURCHASE_STARTED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { payByPix } from '../../../domain/purchase/pay-by-pix';
import { startPurchase } from '../../../domain/purchase/start-purchase';
import { contractRoute } from '../../../http/contract-route';
import { GUEST_WRITE_RATE_LIMIT } from '../../../plugins/rate-limit';
import { openCart } from './open-cart';

/**
 * POST /api/guests/purchase/pix: the cart of POST /guests/purchase, behind the same gates and
 * priced the same way, written on the same path, and paid by a Pix the event site shows
 * (startPurchase with payByPix): the answer carries the QR code, the copia-e-cola, the expiry and
 * the token that reads the status afterwards.
 */
const pixPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.guestsPurchasePix, { rateLimit: GUEST_WRITE_RATE_LIMIT }),
    handler: async (request, reply) => {
      const { start } = await openCart(app, request, reply, request.body);
      const { state, statusToken } = await startPurchase(
        app.services,
        start,
        payByPix(app.services, request.body.cpf),
      );
      return { success: true, message: PIX_PURCHASE_STARTED_MESSAGE, purchase: state, statusToken };
    },
  });
};

export default pixPurchaseRoutes;
