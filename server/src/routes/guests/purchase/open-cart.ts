import { randomUUID } from 'node:crypto';
import { GIFT_LIST_CLOSED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findCartBasis, findPurchaseBasis } from '../../../domain/purchase/find-purchase-basis';
import { type CartItemInput, priceCart } from '../../../domain/purchase/price-cart';
import type { PurchaseStart } from '../../../domain/purchase/start-purchase';
import { HttpError } from '../../../http/http-error';
import { requireSitePassword } from '../require-site-password';

type CartBody = {
  eventId: number;
  items: CartItemInput[];
  sitePassword?: string | undefined;
  coverFee: boolean;
  /** The browser's attempt: its own purchase's units are not counted against it. */
  attemptId?: string | undefined;
};

/** A cart about to be paid, by card or by Pix: the guest's details come with it. */
type PurchaseBody = CartBody & { name: string; email: string; guestMessage: string | null };

type CartBasis = Awaited<ReturnType<typeof findCartBasis>>;

/**
 * The site's gates in the order the page has them (its password, then the gift list's switch),
 * then the cart priced from the database, never from the client, with the guest's choice of
 * covering the platform's fee. A cart asking for more than the list has left is refused here, so
 * neither the card's checkout nor the Pix is ever created for it.
 */
async function gateAndPrice(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  basis: CartBasis,
  { items, sitePassword, coverFee }: CartBody,
) {
  const { event, found, percentageGift, installments } = basis;
  await requireSitePassword(app.db, request, reply, {
    eventId: event.id,
    expected: event.password,
    given: sitePassword,
  });
  if (!event.showGiftList) throw new HttpError(403, GIFT_LIST_CLOSED_MESSAGE);
  return { event, percentageGift, installments, cart: priceCart(found, items, percentageGift, coverFee) };
}

/**
 * What both ways of paying do first: the event, its gifts and the platform's settings read (and
 * the purchase's id reserved), then the site's gates and the cart priced (gateAndPrice). Nothing
 * is written and no payment is created when a gate refuses. Answers what startPurchase writes,
 * and the card's installments; a body without an attempt (a client that never retries) is an
 * attempt of its own.
 */
export async function openCart(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: PurchaseBody,
): Promise<{ start: PurchaseStart; installments: CartBasis['installments'] }> {
  const giftIds = body.items.map((item) => item.id);
  const { purchaseId, ...basis } = await findPurchaseBasis(
    app.db,
    body.eventId,
    giftIds,
    body.attemptId ?? null,
  );
  const { event, percentageGift, installments, cart } = await gateAndPrice(app, request, reply, basis, body);
  const start: PurchaseStart = {
    purchaseId,
    attemptId: body.attemptId ?? randomUUID(),
    event,
    percentageGift,
    cart,
    guest: { name: body.name, email: body.email, message: body.guestMessage },
    client: request.ip,
  };
  return { start, installments };
}

/** openCart for a cart only priced (its installments): behind the same gates, no id reserved. */
export async function priceOpenCart(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  body: CartBody,
) {
  const basis = await findCartBasis(
    app.db,
    body.eventId,
    body.items.map((item) => item.id),
  );
  return gateAndPrice(app, request, reply, basis, body);
}
