import { apiRoutes } from '@celebra/shared/api';
import { GIFT_LIST_CLOSED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { findPurchaseBasis } from '../../../domain/purchase/find-purchase-basis';
import { priceCart } from '../../../domain/purchase/price-cart';
import { startPurchaseCheckout } from '../../../domain/purchase/start-purchase-checkout';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { GUEST_WRITE_RATE_LIMIT } from '../../../plugins/rate-limit';
import { requireSitePassword } from '../require-site-password';
import pixPurchaseRoutes from './pix';
import purchaseStatusRoutes from './status';

/**
 * POST /api/guests/purchase: a guest pays for gifts of an event's list, priced by priceCart from
 * the database's prices and the platform's percentage (never the client's), then sent to the
 * checkout (startPurchaseCheckout, paymentLink). On a password-protected site the body carries
 * the password as `sitePassword`.
 */
const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.guestsPurchase, { rateLimit: GUEST_WRITE_RATE_LIMIT }),
    handler: async (request, reply) => {
      const { eventId, items, name, email, sitePassword } = request.body;
      const giftIds = items.map((item) => item.id);
      const { event, found, percentageGift, purchaseId } = await findPurchaseBasis(app.db, eventId, giftIds);
      // The site's gates before the cart, in the order the page has them: its password (an open
      // site costs nothing more here), then the gift list's switch, as messages and confirmations
      // have theirs. Nothing is written and no checkout is created when one refuses.
      await requireSitePassword(app.db, request, reply, {
        eventId: event.id,
        expected: event.password,
        given: sitePassword,
      });
      if (!event.showGiftList) throw new HttpError(403, GIFT_LIST_CLOSED_MESSAGE);
      const cart = priceCart(found, items, percentageGift);
      const paymentLink = await startPurchaseCheckout(app, {
        purchaseId,
        event,
        percentageGift,
        cart,
        guest: { name, email },
      });
      return { success: true, message: 'Redirecionando para o pagamento.', paymentLink };
    },
  });
  await app.register(pixPurchaseRoutes);
  await app.register(purchaseStatusRoutes);
};

export default purchaseRoutes;
