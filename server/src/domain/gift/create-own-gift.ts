import type { Db } from '../../db/client';
import { eventGifts, gifts } from '../../db/schema/index';
import { nextListPosition } from './next-list-position';
import type { LineValues } from './to-line-values';

/**
 * The host's own gift (photo, name, description, price): a gifts row owned by the event, which
 * the catalogue never offers (no category, `ownerEventId` set), and its line at the end of the
 * list with how it is given. Its values live on the gifts row; the line's own columns stay null.
 */
export async function createOwnGift(
  db: Db,
  eventId: number,
  values: LineValues,
  imageUrl: string | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const position = await nextListPosition(tx, eventId);
    const [gift] = await tx
      .insert(gifts)
      .values({
        name: values.name,
        description: values.description,
        priceCents: values.priceCents,
        imageUrl,
        eventCategoryId: null,
        ownerEventId: eventId,
      })
      .returning({ id: gifts.id });
    if (!gift) throw new Error('own gift not inserted');
    await tx
      .insert(eventGifts)
      .values({ eventId, giftId: gift.id, kind: values.kind, quantity: values.quantity, position });
    return gift.id;
  });
}
