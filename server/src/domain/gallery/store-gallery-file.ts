import type { PeekedStream, VideoFormat } from '../../media/sniff-video';
import { mediumFileKeys, processAndStoreImage } from '../../media/store-image';
import { VIDEO_MAX_BYTES } from '../../media/upload-limits';
import { storeVideo } from '../../media/video';
import { type MediaServices, type RemoveFiles, removeReplacedMedia } from '../../media/with-stored-media';
import type { Storage } from '../../storage/storage';
import type { StoredMedia } from './gallery-items';

/** Streams a sniffed gallery video to storage (a 413 past VIDEO_MAX_BYTES, a 400 if it is no video). */
export async function storeGalleryVideo(
  storage: Storage,
  stream: PeekedStream,
  format: VideoFormat,
): Promise<StoredMedia> {
  const stored = await storeVideo(storage, 'gallery', stream, format, VIDEO_MAX_BYTES);
  return { type: 'video', url: stored.url, key: stored.key };
}

/** Re-encodes and stores a gallery photo with its copies (a 400 if it is not an image). */
export async function storeGalleryImage(storage: Storage, image: Buffer): Promise<StoredMedia> {
  const stored = await processAndStoreImage(storage, 'gallery', image);
  return { type: 'image', url: stored.url, key: stored.key };
}

/** Every file of a gallery medium this server stored: a photo with its copies, a video as it is. */
export const removeGalleryFiles: RemoveFiles = async (storage, url) => {
  await Promise.all(mediumFileKeys(url).map((key) => storage.remove(key)));
};

/** Removes a gallery file stored for an upload that was then refused, best-effort (logged). */
export async function discardGalleryFile(media: MediaServices, stored: StoredMedia): Promise<void> {
  await removeReplacedMedia(media, [stored.url], removeGalleryFiles);
}
