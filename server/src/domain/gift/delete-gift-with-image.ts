import type { Db } from '../../db/client';
import { type MediaServices, removeReplacedMedia } from '../../media/with-stored-media';
import { deleteGift } from './delete-gift';

/** Removes a catalogue gift (deleteGift's refusals), then its photo once the removal is committed. */
export async function deleteGiftWithImage(db: Db, media: MediaServices, id: number): Promise<void> {
  const gift = await deleteGift(db, id);
  await removeReplacedMedia(media, [gift.imageUrl]);
}
