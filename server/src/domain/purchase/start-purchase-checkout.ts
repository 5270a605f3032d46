import type { FastifyInstance } from 'fastify';
import { normalizeEmail } from '../../auth/verify-login';
import { formatReference } from '../../payments/payment-reference';
import { createPurchase } from './create-purchase';
import type { InstallmentInterest } from './find-purchase-basis';
import { checkoutItemsOf, type PricedCart } from './price-cart';

type PurchaseCheckout = {
  /** Reserved by findPurchaseBasis. */
  purchaseId: number;
  event: { id: number; slug: string };
  percentageGift: number;
  cart: PricedCart;
  /** `message`: the guest's note to the hosts, null when none. */
  guest: { name: string; email: string; message: string | null };
  /** The platform's settings for a card's installments, at this moment. */
  installments: { max: number; interest: InstallmentInterest };
};

/**
 * The checkout of a priced cart, then the purchase, PENDING until the provider's notification
 * says otherwise. The checkout comes first, under the purchase's reserved id: when the provider
 * fails (a 502), nothing was written, and the row is written once, link included. Answers the
 * checkout's link.
 */
export async function startPurchaseCheckout(
  app: FastifyInstance,
  { purchaseId, event, percentageGift, cart, guest, installments }: PurchaseCheckout,
): Promise<string> {
  const site = app.config.appUrls.site;
  const successUrl = `${site}/page/checkout-success?event=${encodeURIComponent(event.slug)}`;
  const checkout = await app.payments.createPreference({
    items: checkoutItemsOf(cart),
    payer: { name: guest.name, email: guest.email },
    externalReference: formatReference({ kind: 'purchase', id: purchaseId }),
    // A pending payment (a Pix not yet paid) lands on the same page: the e-mail follows approval.
    backUrls: { success: successUrl, pending: successUrl, failure: `${site}/${event.slug}` },
    installments: {
      max: installments.max,
      // Saving PLATFORM is refused while no pricing is configured; should the variable go away
      // later, the checkout falls back to the provider's rates rather than failing the purchase.
      interestFreePricingId:
        installments.interest === 'PLATFORM' ? app.config.mercadoPago.interestFreePricingId : null,
    },
  });
  await createPurchase(app.db, {
    id: purchaseId,
    eventId: event.id,
    guestName: guest.name,
    guestEmail: normalizeEmail(guest.email),
    guestMessage: guest.message,
    userAmountCents: cart.userAmountCents,
    totalPriceCents: cart.totalPriceCents,
    percentage: percentageGift,
    feeCoveredByGuest: cart.feeCoveredByGuest,
    providerPreferenceId: checkout.id,
    paymentLink: checkout.initPoint,
    items: cart.lines.map(({ giftId, giftName, unitPriceCents, quantity, claimsUnits }) => ({
      giftId,
      giftName,
      unitPriceCents,
      quantity,
      claimsUnits,
    })),
  });
  return checkout.initPoint;
}
