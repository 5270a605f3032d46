import { reaisToCents } from '@celebra/shared/format';
import { GIFT_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { Db } from '../../db/client';
import type { Gift } from '../../db/schema/index';
import { processAndStoreImage, processAndStoreOptionalImage } from '../../media/store-image';
import { type MediaServices, withStoredMedia } from '../../media/with-stored-media';
import { DomainError } from '../errors/domain-error';
import { assertCategoryExists, insertGift, updateGift } from './save-gift';

/** The catalogue gift's form as the contract reads it: the price in reais. */
export type CatalogGiftFields = {
  name: string;
  description: string;
  price: number;
  eventCategoryId: number;
  active?: boolean | undefined;
};

const toGiftValues = (fields: CatalogGiftFields) => ({ ...fields, priceCents: reaisToCents(fields.price) });

/**
 * A catalogue gift with its photo (POST /admin/gifts): a 404 for a category that does not exist,
 * checked before the photo is decoded and stored; the photo is removed if the insert fails.
 */
export async function createGiftWithImage(
  db: Db,
  media: MediaServices,
  fields: CatalogGiftFields,
  image: Buffer,
): Promise<Gift> {
  await assertCategoryExists(db, fields.eventCategoryId);
  return withStoredMedia(
    media,
    () => processAndStoreImage(media.storage, 'gifts', image),
    async (stored) => ({ result: await insertGift(db, { ...toGiftValues(fields), imageUrl: stored.url }) }),
  );
}

/**
 * Changes a catalogue gift, with a new photo or keeping its own (PUT /admin/gifts/{id}). The photo
 * it replaced is removed once the change is committed; a new one is removed if the change fails
 * (a 404 when the gift went away meanwhile).
 */
export async function updateGiftWithImage(
  db: Db,
  media: MediaServices,
  id: number,
  fields: CatalogGiftFields,
  image: Buffer | undefined,
): Promise<Gift> {
  await assertCategoryExists(db, fields.eventCategoryId);
  return withStoredMedia(
    media,
    () => processAndStoreOptionalImage(media.storage, 'gifts', image),
    async (stored) => {
      const updated = await updateGift(db, id, { ...toGiftValues(fields), imageUrl: stored?.url });
      if (!updated) throw new DomainError('not-found', GIFT_NOT_FOUND_MESSAGE);
      return { result: updated.gift, replaced: [updated.replacedImageUrl] };
    },
  );
}
