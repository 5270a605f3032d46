import type { Db } from '../../db/client';
import { removeImageFiles } from '../../media/store-image';
import { type MediaServices, type RemoveFiles, removeReplacedMedia } from '../../media/with-stored-media';
import { deleteGalleryItem } from './gallery-items';

/**
 * Removes one item of this event's gallery (a 404 for anyone else's), then its files once the row
 * is gone: an image's copies and the file under its key (a video, a seeded medium), each tried.
 */
export async function deleteGalleryItemWithFile(
  db: Db,
  media: MediaServices,
  eventId: number,
  mediaId: number,
): Promise<void> {
  const item = await deleteGalleryItem(db, eventId, mediaId);
  const removeItemFiles: RemoveFiles = async (storage) => {
    const removed = await Promise.allSettled([
      removeImageFiles(storage, item.url),
      storage.remove(item.storageKey),
    ]);
    const failed = removed.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  };
  await removeReplacedMedia(media, [item.url], removeItemFiles);
}
