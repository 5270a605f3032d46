import { keyOf } from '../storage/media-key';
import type { Storage } from '../storage/storage';
import { removeImageFiles } from './store-image';

/** The part of a logger a media write needs: a removal that failed is a warning, never an error. */
export type MediaLog = { warn(details: object, message: string): void };

/** Where a media write keeps its files and tells what it could not remove. */
export type MediaServices = { storage: Storage; log: MediaLog };

/** Removes every file behind a medium's URL; it may throw, withStoredMedia logs it. */
export type RemoveFiles = (storage: Storage, url: string) => Promise<void>;

/** What a row write answers, and the URLs of the media it replaced (or removed) for good. */
export type MediaWritten<T> = { result: T; replaced?: ReadonlyArray<string | null | undefined> };

/**
 * A write that stores media, in one place: the files are stored first (under fresh keys, never
 * anything a row points to yet), then the row is written. If the write fails, what was stored is
 * removed and the write's error goes on, so a refused or failed write leaves no orphan file. Once
 * it has succeeded, the files it replaced are removed: after the commit, so a row never points at
 * nothing; a removal that fails only leaves an orphan file (the sweep's), logged, and the write
 * still answers. `store` may store nothing (an optional photo): there is then nothing to remove
 * on failure.
 */
export async function withStoredMedia<Stored extends { url: string } | undefined, T>(
  media: MediaServices,
  store: () => Promise<Stored>,
  write: (stored: Stored) => Promise<MediaWritten<T>>,
  removeFiles: RemoveFiles = removeImageFiles,
): Promise<T> {
  const stored = await store();
  let written: MediaWritten<T>;
  try {
    written = await write(stored);
  } catch (error) {
    if (stored)
      await removeQuietly(
        media,
        removeFiles,
        stored.url,
        'could not remove a medium its failed write stored',
      );
    throw error;
  }
  await removeReplacedMedia(media, written.replaced ?? [], removeFiles);
  return written.result;
}

/**
 * Removes the media a committed write replaced or deleted, one by one, best-effort: a failure is
 * logged and the others are still removed.
 */
export async function removeReplacedMedia(
  media: MediaServices,
  urls: ReadonlyArray<string | null | undefined>,
  removeFiles: RemoveFiles = removeImageFiles,
): Promise<void> {
  for (const url of urls) {
    if (url) await removeQuietly(media, removeFiles, url, 'could not remove a replaced medium');
  }
}

async function removeQuietly(
  { storage, log }: MediaServices,
  removeFiles: RemoveFiles,
  url: string,
  message: string,
): Promise<void> {
  try {
    await removeFiles(storage, url);
  } catch (error) {
    // The key, not the URL: an absolute URL is another host's address, not a name of ours.
    log.warn({ err: error, key: keyOf(url) ?? null }, message);
  }
}
