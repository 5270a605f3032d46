import type { Db } from '../../db/client';
import { type MediaServices, removeReplacedMedia } from '../../media/with-stored-media';
import { deleteAccount } from './delete-account';

/**
 * Deletes the host's account (deleteAccount's refusals), then every file its events' media were,
 * after the commit: a failed removal leaves an orphan file, logged, never a row pointing at nothing.
 */
export async function deleteAccountWithMedia(db: Db, media: MediaServices, userId: number): Promise<void> {
  const keys = await deleteAccount(db, userId);
  // Storage keys already expanded to every file (images with their copies, link previews).
  await removeReplacedMedia(media, keys, (storage, key) => storage.remove(key));
}
