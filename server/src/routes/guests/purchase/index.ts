import { apiRoutes } from '@celebra/shared/api';
import { finalPriceCents } from '@celebra/shared/format';
import { MAX_DB_INT } from '@celebra/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeEmail } from '../../../auth/verify-login';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { formatReference } from '../../../payments/payment-reference';
import { GUEST_WRITE_RATE_LIMIT } from '../../../plugins/rate-limit';
import { checkSitePassword } from '../site-password/check-site-password';
import { createPurchase } from './create-purchase';
import { findPurchaseBasis, pickCartGifts } from './find-purchase-basis';

export const PURCHASE_TOO_LARGE_MESSAGE = 'O valor total da compra ultrapassa o limite permitido.';
export const GIFT_LIST_CLOSED_MESSAGE = 'A lista de presentes deste evento não está disponível.';

/**
 * POST /api/guests/purchase: a guest pays for gifts of an event's list. Only ids and quantities
 * come from the cart; prices come from the database, plus the platform's percentage of this
 * moment (DESIGN.md, Money): userAmount = Σ price × qty goes to the host, totalPrice =
 * Σ finalPrice × qty is what the guest pays. The purchase is PENDING until the provider's
 * notification says otherwise; the browser is sent to the checkout (paymentLink). On a
 * password-protected site the body carries the password as `sitePassword`.
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
      await checkSitePassword(app.db, request, reply, {
        eventId: event.id,
        expected: event.password,
        given: sitePassword,
      });
      if (!event.showGiftList) throw new HttpError(403, GIFT_LIST_CLOSED_MESSAGE);
      const gifts = pickCartGifts(found, giftIds);
      const lines = items.map((item, index) => {
        const gift = gifts[index] as (typeof gifts)[number];
        return {
          giftId: gift.id,
          giftName: gift.name,
          unitPriceCents: gift.priceCents,
          finalUnitPriceCents: finalPriceCents(gift.priceCents, percentageGift),
          quantity: item.quantity,
        };
      });

      const userAmountCents = lines.reduce((sum, line) => sum + line.unitPriceCents * line.quantity, 0);
      const totalPriceCents = lines.reduce((sum, line) => sum + line.finalUnitPriceCents * line.quantity, 0);
      // Amounts are 32-bit centavos: a cart of many of the dearest gifts would not fit (a failed
      // insert, a 500); it is refused as the client's mistake it is.
      if (totalPriceCents > MAX_DB_INT) throw new HttpError(400, PURCHASE_TOO_LARGE_MESSAGE);

      // The checkout first, under the purchase's reserved id: when the provider fails (a 502),
      // nothing was written, and the row is written once, link included.
      const site = app.config.appUrls.site;
      const successUrl = `${site}/page/checkout-success?event=${encodeURIComponent(event.slug)}`;
      const checkout = await app.payments.createPreference({
        items: lines.map((line) => ({
          id: String(line.giftId),
          title: line.giftName,
          quantity: line.quantity,
          unitPriceCents: line.finalUnitPriceCents,
        })),
        payer: { name, email },
        externalReference: formatReference({ kind: 'purchase', id: purchaseId }),
        // A pending payment (a Pix not yet paid) lands on the same page: the e-mail follows approval.
        backUrls: { success: successUrl, pending: successUrl, failure: `${site}/${event.slug}` },
      });
      await createPurchase(app.db, {
        id: purchaseId,
        eventId: event.id,
        guestName: name,
        guestEmail: normalizeEmail(email),
        userAmountCents,
        totalPriceCents,
        percentage: percentageGift,
        providerPreferenceId: checkout.id,
        paymentLink: checkout.initPoint,
        items: lines.map(({ finalUnitPriceCents: _, ...line }) => line),
      });
      return { success: true, message: 'Redirecionando para o pagamento.', paymentLink: checkout.initPoint };
    },
  });
};

export default purchaseRoutes;
