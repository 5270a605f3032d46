import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventGifts } from '../../db/schema/index';

/**
 * Takes a gift off the event's list (the catalogue gift stays; past purchases keep their item
 * names). False when the gift was not on this event's list.
 */
export async function removeEventGift(db: Db, eventId: number, giftId: number): Promise<boolean> {
  const removed = await db
    .delete(eventGifts)
    .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, giftId)))
    .returning({ id: eventGifts.id });
  return removed.length > 0;
}
