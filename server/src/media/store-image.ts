import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from '../storage/storage';
import { type ProcessedImage, processImage } from './process-image';

/** Where each kind of upload goes: the first segment of its storage key. */
export type MediaFolder = 'gifts' | 'event-types' | 'events' | 'gallery' | 'admins';

export type StoredImage = {
  /** The ≤ 1920 px image; what the database keeps. */
  url: string;
  key: string;
  /** The ≤ 400 px variant, always at `smallImageUrl(url)`. */
  smallUrl: string;
  width: number;
  height: number;
};

const SMALL_SUFFIX = '-small';
// Only keys this module made, <folder>/<uuid>.webp, found at the end of their URL (whatever the
// storage's URL prefix). Seeded and foreign URLs are never removed from here.
const GENERATED_KEY_AT_END =
  /(?:^|\/)([a-z-]+\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp)$/;

/**
 * Stores both variants of a processed image under fresh server-made keys (never anything from
 * the client) and returns their URLs. Both writes go at once (on an object store each is a round
 * trip the upload's answer waits for); if either fails, both are removed.
 */
export async function storeImage(
  storage: Storage,
  folder: MediaFolder,
  image: ProcessedImage,
): Promise<StoredImage> {
  const key = `${folder}/${randomUUID()}.webp`;
  const [full, small] = await Promise.allSettled([
    storage.put(key, image.full.buffer, 'image/webp'),
    storage.put(smallKey(key), image.small.buffer, 'image/webp'),
  ]);
  if (full.status === 'rejected' || small.status === 'rejected') {
    await Promise.all([storage.remove(key), storage.remove(smallKey(key))]).catch(() => {});
    throw full.status === 'rejected' ? full.reason : (small as PromiseRejectedResult).reason;
  }
  return { url: full.value, key, smallUrl: small.value, width: image.full.width, height: image.full.height };
}

/** processImage then storeImage: the usual path of an uploaded image (a 400 if it is not one). */
export async function processAndStoreImage(
  storage: Storage,
  folder: MediaFolder,
  input: Buffer,
): Promise<StoredImage> {
  return storeImage(storage, folder, await processImage(input));
}

/** The list-size variant of an image stored here; any other URL is returned as it is. */
export function smallImageUrl(url: string): string {
  return generatedKeyOf(url) ? smallKey(url) : url;
}

/**
 * Removes an image this module stored (both variants), best-effort: called after the row that
 * pointed to it has changed, so a failure only leaves an orphan file, logged, never an error.
 */
export async function removeStoredImage(
  storage: Storage,
  url: string | null | undefined,
  log?: FastifyBaseLogger,
): Promise<void> {
  const key = url ? generatedKeyOf(url) : undefined;
  if (!key) return;
  try {
    await Promise.all([storage.remove(key), storage.remove(smallKey(key))]);
  } catch (error) {
    log?.warn({ err: error, key }, 'could not remove a replaced image');
  }
}

function generatedKeyOf(url: string): string | undefined {
  return GENERATED_KEY_AT_END.exec(url)?.[1];
}

/** '<folder>/<uuid>.webp' → '<folder>/<uuid>-small.webp' (a URL ending in a key works too). */
function smallKey(keyOrUrl: string): string {
  return keyOrUrl.replace(/\.webp$/, `${SMALL_SUFFIX}.webp`);
}
