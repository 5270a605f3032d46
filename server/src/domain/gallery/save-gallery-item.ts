import type { TGalleryItem } from '@celebra/shared/models';
import type { Db } from '../../db/client';
import { type MediaServices, withStoredMedia } from '../../media/with-stored-media';
import { insertGalleryItem, type StoredMedia } from './gallery-items';
import { removeGalleryFiles } from './store-gallery-file';

/**
 * Adds an upload to the event's gallery: `store` reads and stores the file (refusing what the
 * gallery has no room for, before anything is stored), then the row is written under the event's
 * lock; the file is removed if the allowance was taken meanwhile or the write fails. Answers the
 * whole gallery.
 */
export async function saveGalleryItem(
  db: Db,
  media: MediaServices,
  eventId: number,
  store: () => Promise<StoredMedia>,
): Promise<TGalleryItem[]> {
  return withStoredMedia(
    media,
    store,
    async (stored) => ({ result: await insertGalleryItem(db, eventId, stored) }),
    removeGalleryFiles,
  );
}
