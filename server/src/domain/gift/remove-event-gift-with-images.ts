import type { Db } from '../../db/client';
import { type MediaServices, removeReplacedMedia } from '../../media/with-stored-media';
import { removeEventGift } from './remove-event-gift';

/** Takes a gift off the host's list (removeEventGift's refusals), then the photos only it held. */
export async function removeEventGiftWithImages(
  db: Db,
  media: MediaServices,
  eventId: number,
  giftId: number,
): Promise<void> {
  await removeReplacedMedia(media, await removeEventGift(db, eventId, giftId));
}
