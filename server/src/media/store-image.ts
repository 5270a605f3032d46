import { randomUUID } from 'node:crypto';
import { imageWidthUrl } from '@celebra/shared/format';
import type { Storage } from '../storage/storage';
import { type ImageCopySide, type ImageVariant, type ProcessedImage, processImage } from './process-image';

/** Where each kind of upload goes: the first segment of its storage key. */
export type MediaFolder = 'gifts' | 'event-types' | 'events' | 'gallery' | 'admins';

export type StoredImage = {
  /** The ≤ 1920 px image; what the database keeps. */
  url: string;
  key: string;
  /** The ≤ 400 px copy, always at `smallImageUrl(url)`; the 800 and 1200 px ones at imageWidthUrl's. */
  smallUrl: string;
  width: number;
  height: number;
};

// Only keys this module made, <folder>/<uuid>.webp, found at the end of their URL (whatever the
// storage's URL prefix). Seeded and foreign URLs are never removed from here.
const GENERATED_KEY_AT_END =
  /(?:^|\/)([a-z-]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp)$/;

/**
 * Stores the image and its copies under fresh server-made keys (never anything from the client)
 * and returns their URLs. The writes go at once (on an object store each is a round trip the
 * upload's answer waits for); if any fails, all are removed: an image is kept whole or not at all.
 */
export async function storeImage(
  storage: Storage,
  folder: MediaFolder,
  image: ProcessedImage,
): Promise<StoredImage> {
  const key = `${folder}/${randomUUID()}.webp`;
  const files: [string, ImageVariant][] = [
    [key, image.full],
    [copyKey(key, 400), image.small],
    [copyKey(key, 800), image.w800],
    [copyKey(key, 1200), image.w1200],
  ];
  const written = await Promise.allSettled(
    files.map(([fileKey, variant]) => storage.put(fileKey, variant.buffer, 'image/webp')),
  );
  const failed = written.find((result) => result.status === 'rejected');
  if (failed) {
    await Promise.all(files.map(([fileKey]) => storage.remove(fileKey))).catch(() => {});
    throw failed.reason;
  }
  return {
    url: (written[0] as PromiseFulfilledResult<string>).value,
    key,
    smallUrl: (written[1] as PromiseFulfilledResult<string>).value,
    width: image.full.width,
    height: image.full.height,
  };
}

/** processImage then storeImage: the usual path of an uploaded image (a 400 if it is not one). */
export async function processAndStoreImage(
  storage: Storage,
  folder: MediaFolder,
  input: Buffer,
): Promise<StoredImage> {
  return storeImage(storage, folder, await processImage(input));
}

/** An optional upload's image processed and stored; nothing when none came (an edit keeping its photo). */
export async function processAndStoreOptionalImage(
  storage: Storage,
  folder: MediaFolder,
  input: Buffer | undefined,
): Promise<StoredImage | undefined> {
  return input ? processAndStoreImage(storage, folder, input) : undefined;
}

/** The list-size variant of an image stored here; any other URL is returned as it is. */
export function smallImageUrl(url: string): string {
  return generatedKeyOf(url) ? copyKey(url, 400) : url;
}

/**
 * Removes an image this module stored, with its copies; seeded and outside URLs are left alone
 * (they are not one row's own: a seeded drawing is shared by every demo event). It throws when
 * the storage does: media writes call it after the row changed, and log that (with-stored-media.ts).
 */
export async function removeImageFiles(storage: Storage, url: string): Promise<void> {
  const key = generatedKeyOf(url);
  if (key) await Promise.all(imageFileKeys(key).map((fileKey) => storage.remove(fileKey)));
}

/**
 * The storage key of an image this module stored, found at the end of its URL (whatever the
 * storage's URL prefix); undefined for any other URL (a seeded drawing, an outside address).
 */
export function generatedKeyOf(url: string): string | undefined {
  return GENERATED_KEY_AT_END.exec(url)?.[1];
}

/**
 * Every stored file behind a medium's URL or key: an image this module made with its copies, any
 * other medium (a gallery video, a seeded file) as it is.
 */
export function mediumFileKeys(keyOrUrl: string): string[] {
  const key = generatedKeyOf(keyOrUrl);
  return key ? imageFileKeys(key) : [keyOrUrl];
}

/** A stored image's key and its copies' keys: every file the image is. */
export function imageFileKeys(key: string): string[] {
  return [key, copyKey(key, 400), copyKey(key, 800), copyKey(key, 1200)];
}

// A copy's key, as the apps compute its URL: '<folder>/<uuid>.webp' → '<folder>/<uuid>-w800.webp'
// ('-small' for 400). A URL ending in a key works too.
export function copyKey(keyOrUrl: string, side: ImageCopySide): string {
  return imageWidthUrl(keyOrUrl, side);
}

// A copy the apps may ask for before it exists (made later by jobs/make-image-widths): the
// 800 and 1200 px ones of a stored image. The 400 px one was always written with the image.
const LATE_COPY_KEY =
  /^([a-z-]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})-w(?:800|1200)\.webp$/;

/**
 * The key of the image a key is the 800 or 1200 px copy of; undefined for any other key. The
 * media serving answers a missing copy with its image (plugins/storage.ts).
 */
export function imageKeyOfLateCopy(key: string): string | undefined {
  const found = LATE_COPY_KEY.exec(key);
  return found ? `${found[1]}.webp` : undefined;
}
