import type { THostGiftValues } from '@celebra/shared/validation';
import type { Db } from '../../db/client';
import { processAndStoreOptionalImage } from '../../media/store-image';
import { type MediaServices, withStoredMedia } from '../../media/with-stored-media';
import { createOwnGift } from './create-own-gift';
import { toLineValues } from './to-line-values';
import { updateEventGift } from './update-event-gift';

/**
 * The host's own gift with its optional photo (POST /users/gifts/{eventId}/custom), the form's
 * price in reais read as the line stores it; the photo is removed if the gift is not written.
 */
export async function createOwnGiftWithImage(
  db: Db,
  media: MediaServices,
  eventId: number,
  form: THostGiftValues,
  image: Buffer | undefined,
): Promise<number> {
  return withStoredMedia(
    media,
    () => processAndStoreOptionalImage(media.storage, 'gifts', image),
    async (stored) => ({
      result: await createOwnGift(db, eventId, toLineValues(form), stored?.url ?? null),
    }),
  );
}

/**
 * Changes a gift as it is on the host's list, with a new photo or keeping it (PUT
 * /users/gifts/{eventId}/{giftId}): the photo the change replaced is removed once it is committed,
 * a new one if the change is refused or fails.
 */
export async function updateEventGiftWithImage(
  db: Db,
  media: MediaServices,
  eventId: number,
  giftId: number,
  form: THostGiftValues,
  image: Buffer | undefined,
): Promise<void> {
  await withStoredMedia(
    media,
    () => processAndStoreOptionalImage(media.storage, 'gifts', image),
    async (stored) => {
      const { replacedImageUrl } = await updateEventGift(
        db,
        eventId,
        giftId,
        toLineValues(form),
        stored?.url,
      );
      return { result: undefined, replaced: [replacedImageUrl] };
    },
  );
}
