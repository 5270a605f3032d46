import { apiRoutes } from '@celebra/shared/api';
import { GIFT_LIST_CLOSED_MESSAGE, PIX_PURCHASE_STARTED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPurchaseBasis } from '../../../domain/purchase/find-purchase-basis';
import { priceCart } from '../../../domain/purchase/price-cart';
import { startPixCheckout } from '../../../domain/purchase/start-pix-checkout';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { GUEST_WRITE_RATE_LIMIT } from '../../../plugins/rate-limit';
import { requireSitePassword } from '../require-site-password';

/**
 * POST /api/guests/purchase/pix: the cart of POST /guests/purchase, behind the same gates and
 * priced the same way, paid by a Pix the event site shows (startPixCheckout): the answer carries
 * the QR code, the copia-e-cola, the expiry and the token that reads the status afterwards.
 */
const pixPurchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.guestsPurchasePix, { rateLimit: GUEST_WRITE_RATE_LIMIT }),
    handler: async (request, reply) => {
      const { eventId, items, name, email, cpf, attemptId, sitePassword } = request.body;
      const giftIds = items.map((item) => item.id);
      const { event, found, percentageGift, purchaseId } = await findPurchaseBasis(app.db, eventId, giftIds);
      await requireSitePassword(app.db, request, reply, {
        eventId: event.id,
        expected: event.password,
        given: sitePassword,
      });
      if (!event.showGiftList) throw new HttpError(403, GIFT_LIST_CLOSED_MESSAGE);
      const cart = priceCart(found, items, percentageGift);
      const { state, statusToken } = await startPixCheckout(app, {
        purchaseId,
        attemptId,
        event,
        percentageGift,
        cart,
        guest: { name, email, cpf },
      });
      return { success: true, message: PIX_PURCHASE_STARTED_MESSAGE, purchase: state, statusToken };
    },
  });
};

export default pixPurchaseRoutes;
