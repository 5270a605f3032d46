import { apiRoutes } from '@celebra/shared/api';
import { finalPriceCents } from '@celebra/shared/format';
import { MAX_DB_INT } from '@celebra/shared/validation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { normalizeEmail } from '../../../auth/verify-login';
import { contractRoute } from '../../../http/contract-route';
import { HttpError } from '../../../http/http-error';
import { findPlatformFees } from '../../../payments/find-platform-fees';
import { formatReference } from '../../../payments/payment-reference';
import { GUEST_WRITE_RATE_LIMIT } from '../../../plugins/rate-limit';
import { findActiveEvent } from '../find-active-event';
import { createPurchase, deletePurchase, setPurchaseCheckout } from './create-purchase';
import { findPurchasableGifts } from './find-purchasable-gifts';

export const PURCHASE_TOO_LARGE_MESSAGE = 'O valor total da compra ultrapassa o limite permitido.';

/**
 * POST /api/guests/purchase: a guest pays for gifts of an event's list. Only ids and quantities
 * come from the cart; prices come from the database, plus the platform's percentage of this
 * moment (DESIGN.md, Money): userAmount = Σ price × qty goes to the host, totalPrice =
 * Σ finalPrice × qty is what the guest pays. The purchase is PENDING until the provider's
 * notification says otherwise; the browser is sent to the checkout (paymentLink).
 */
const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...contractRoute(apiRoutes.guestsPurchase, { rateLimit: GUEST_WRITE_RATE_LIMIT }),
    handler: async (request) => {
      const { eventId, items, name, email } = request.body;
      // Three independent reads sent at once, awaited in the order their refusals take: an
      // unknown event's 404 comes before a stale cart's 400, as when they ran one after another.
      const eventRead = findActiveEvent(app.db, eventId);
      const giftsRead = findPurchasableGifts(
        app.db,
        eventId,
        items.map((item) => item.id),
      );
      const feesRead = findPlatformFees(app.db);
      for (const read of [giftsRead, feesRead]) read.catch(() => {});
      const event = await eventRead;
      const gifts = await giftsRead;
      const { percentageGift } = await feesRead;
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

      const purchaseId = await createPurchase(app.db, {
        eventId: event.id,
        guestName: name,
        guestEmail: normalizeEmail(email),
        userAmountCents,
        totalPriceCents,
        percentage: percentageGift,
        items: lines.map(({ finalUnitPriceCents: _, ...line }) => line),
      });

      const site = app.config.appUrls.site;
      const successUrl = `${site}/page/checkout-success?event=${encodeURIComponent(event.slug)}`;
      let checkout: Awaited<ReturnType<typeof app.payments.createPreference>>;
      try {
        checkout = await app.payments.createPreference({
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
      } catch (error) {
        await deletePurchase(app.db, purchaseId);
        throw error;
      }
      await setPurchaseCheckout(app.db, purchaseId, {
        providerPreferenceId: checkout.id,
        paymentLink: checkout.initPoint,
      });
      return { success: true, message: 'Redirecionando para o pagamento.', paymentLink: checkout.initPoint };
    },
  });
};

export default purchaseRoutes;
