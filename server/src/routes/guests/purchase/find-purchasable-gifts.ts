import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventGifts, gifts } from '../../../db/schema/index';
import { HttpError } from '../../../http/http-error';

export const GIFT_NOT_ON_LIST_MESSAGE = 'Um dos presentes escolhidos não está na lista deste evento.';

/**
 * The gifts a guest may buy from this event, with their prices as the database has them now
 * (never the client's). A gift that is not on this event's list, or no longer active, refuses
 * the whole purchase: the cart is stale and the guest must look again.
 */
export async function findPurchasableGifts(db: Db, eventId: number, giftIds: number[]) {
  const rows = await db
    .select({ id: gifts.id, name: gifts.name, priceCents: gifts.priceCents, active: gifts.active })
    .from(eventGifts)
    .innerJoin(gifts, eq(gifts.id, eventGifts.giftId))
    .where(and(eq(eventGifts.eventId, eventId), inArray(eventGifts.giftId, giftIds)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return giftIds.map((id) => {
    const gift = byId.get(id);
    if (!gift) throw new HttpError(400, GIFT_NOT_ON_LIST_MESSAGE);
    if (!gift.active) throw new HttpError(400, `O presente "${gift.name}" não está mais disponível.`);
    return gift;
  });
}
