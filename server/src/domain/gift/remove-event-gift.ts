import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventGifts, gifts, purchaseItems } from '../../db/schema/index';
import { checkListMinimum, lockEventList, requireLine } from './lock-event-list';

/**
 * Takes a gift off the event's list, refused when the published list would fall below its
 * minimum. A catalogue gift stays in the catalogue; the host's own gift is deleted (it belongs to
 * this list alone) unless purchases bought it. Past purchases keep their lines and their gift.
 * Answers the images only this list held (the line's own photo, an own gift's photo), for the
 * caller to remove from storage once the change is committed; never a catalogue image.
 */
export async function removeEventGift(db: Db, eventId: number, giftId: number): Promise<(string | null)[]> {
  return db.transaction(async (tx) => {
    const lines = await lockEventList(tx, eventId);
    const line = requireLine(lines, giftId);
    checkListMinimum(lines, line);
    await tx.delete(eventGifts).where(eq(eventGifts.id, line.id));
    if (line.ownerEventId !== eventId) return [line.imageUrl];
    // An own gift guests bought stays (off the list, never offered anywhere): its purchase lines
    // keep pointing at it, which the foreign key requires.
    const [bought] = await tx
      .select({ id: purchaseItems.id })
      .from(purchaseItems)
      .where(eq(purchaseItems.giftId, giftId))
      .limit(1);
    if (bought) return [line.imageUrl];
    await tx.delete(gifts).where(eq(gifts.id, giftId));
    return [line.imageUrl, line.ownImageUrl];
  });
}
