import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { LocalStorage, MEDIA_PREFIX } from '../storage/local-storage';
import type { Storage } from '../storage/storage';

// The keys the server writes (storage/local-storage.ts): no '..', no dotfiles, no absolute paths.
const SAFE_KEY = /^[a-z0-9][a-z0-9_.-]*(\/[a-z0-9][a-z0-9_.-]*)*$/i;

/**
 * The file behind a media URL this server stored on its disk (`/media/<key>`), or undefined for
 * any other URL (another host's, a seeded absolute one) or another kind of storage.
 */
export function localMediaFile(storage: Storage, url: string): string | undefined {
  if (!(storage instanceof LocalStorage) || !url.startsWith(MEDIA_PREFIX)) return undefined;
  const key = url.slice(MEDIA_PREFIX.length);
  return SAFE_KEY.test(key) ? path.join(storage.root, key) : undefined;
}

/** The bytes behind a media URL of this server's disk, or undefined when there are none. */
export async function readLocalMedia(storage: Storage, url: string): Promise<Buffer | undefined> {
  const file = localMediaFile(storage, url);
  return file ? readFile(file).catch(() => undefined) : undefined;
}

/** Whether a media URL of this server's disk has its file. */
export async function hasLocalMedia(storage: Storage, url: string): Promise<boolean> {
  const file = localMediaFile(storage, url);
  if (!file) return false;
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}
