import { GIFT_LIST_CLOSED_MESSAGE } from '@celebra/shared/messages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findPurchaseBasis } from '../../../domain/purchase/find-purchase-basis';
import { priceCart } from '../../../domain/purchase/price-cart';
import { HttpError } from '../../../http/http-error';
import { requireSitePassword } from '../require-site-password';

type CartBody = {
  eventId: number;
  items: { id: number; quantity: number }[];
  sitePassword?: string | undefined;
};

/**
 * What both ways of paying do first: the event, its gifts and the platform's percentage read (and
 * the purchase's id reserved), then the site's gates in the order the page has them (its password,
 * then the gift list's switch), then the cart priced from the database, never from the client.
 * Nothing is written and no payment is created when a gate refuses.
 */
export async function openCart(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  { eventId, items, sitePassword }: CartBody,
) {
  const giftIds = items.map((item) => item.id);
  const { event, found, percentageGift, purchaseId } = await findPurchaseBasis(app.db, eventId, giftIds);
  await requireSitePassword(app.db, request, reply, {
    eventId: event.id,
    expected: event.password,
    given: sitePassword,
  });
  if (!event.showGiftList) throw new HttpError(403, GIFT_LIST_CLOSED_MESSAGE);
  return { event, percentageGift, purchaseId, cart: priceCart(found, items, percentageGift) };
}
