import { keyOfMediaUrl } from '../storage/media-key';
import type { Storage } from '../storage/storage';

/**
 * The bytes behind a media URL this server stored (`/media/<key>`), on whatever storage it uses;
 * undefined for any other URL (another host's, a seeded absolute one) or a missing object. A
 * storage that cannot be reached rejects.
 */
export async function readMedia(storage: Storage, url: string): Promise<Buffer | undefined> {
  const key = keyOfMediaUrl(url);
  return key === undefined ? undefined : storage.read(key);
}

/** Whether a media URL this server stored still has its object. */
export async function hasMedia(storage: Storage, url: string): Promise<boolean> {
  const key = keyOfMediaUrl(url);
  return key === undefined ? false : storage.has(key);
}
