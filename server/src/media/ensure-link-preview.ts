import { createHash } from 'node:crypto';
import { mediaUrl } from '../storage/media-key';
import type { Storage } from '../storage/storage';
import { hasMedia, readMedia } from './read-media';
import { renderBannerPreview, renderGenericPreview } from './render-link-preview';

const FOLDER = 'previews';
// A new design of the card takes a new name: what is stored is cached for a year by browsers and
// by the apps that show previews.
export const GENERIC_PREVIEW_KEY = `${FOLDER}/celebra-v1.jpg`;

/** The stored preview's URL, and whether it is the banner's (or the platform's card). */
export type LinkPreview = { url: string; fromBanner: boolean };

/**
 * A banner's preview is named after the banner's URL, which is unique per upload (a new banner is
 * a new URL): one preview per banner version, and a name nobody can guess without the banner's.
 */
export function bannerPreviewKey(bannerUrl: string): string {
  return `${FOLDER}/${createHash('sha256').update(bannerUrl).digest('hex').slice(0, 40)}.jpg`;
}

// The previews made or found by this process, by storage and key: each is looked for (and drawn)
// once, and pages written at once for one banner share the work. A failure is forgotten, to be
// tried again.
const knownByStorage = new WeakMap<Storage, Map<string, Promise<string | undefined>>>();

function once(
  storage: Storage,
  key: string,
  make: () => Promise<string | undefined>,
): Promise<string | undefined> {
  let known = knownByStorage.get(storage);
  if (!known) {
    known = new Map();
    knownByStorage.set(storage, known);
  }
  const cached = known.get(key);
  if (cached) return cached;
  const made = make();
  known.set(key, made);
  made.then(
    (url) => {
      if (url === undefined) known.delete(key);
    },
    () => known.delete(key),
  );
  return made;
}

async function storeOnce(
  storage: Storage,
  key: string,
  draw: () => Promise<Buffer | undefined>,
): Promise<string | undefined> {
  const url = mediaUrl(key);
  // Made before (by this instance before a restart, or another one): kept, not drawn again.
  if (await hasMedia(storage, url)) return url;
  const jpeg = await draw();
  return jpeg ? storage.put(key, jpeg, 'image/jpeg') : undefined;
}

/** The platform's card, drawn once and kept in storage. */
export async function ensureGenericPreview(storage: Storage): Promise<LinkPreview> {
  const url = await once(storage, GENERIC_PREVIEW_KEY, () =>
    storeOnce(storage, GENERIC_PREVIEW_KEY, renderGenericPreview),
  );
  if (!url) throw new Error('the generic link preview could not be stored');
  return { url, fromBanner: false };
}

/**
 * The link preview of an event showing `bannerUrl`: its banner cut to 1200 × 630, made once per
 * banner and kept in storage; the platform's card when there is no banner, or when it is not
 * one this server stored (another host's URL) or its object is gone. A banner that fails to decode rejects (the page is then served
 * without the preview and tries again at the next request).
 */
export async function ensureLinkPreview(storage: Storage, bannerUrl: string | null): Promise<LinkPreview> {
  if (!bannerUrl) return ensureGenericPreview(storage);
  const key = bannerPreviewKey(bannerUrl);
  const url = await once(storage, key, () =>
    storeOnce(storage, key, async () => {
      const banner = await readMedia(storage, bannerUrl);
      return banner ? renderBannerPreview(banner) : undefined;
    }),
  );
  return url ? { url, fromBanner: true } : ensureGenericPreview(storage);
}

/**
 * Removes the preview made for a banner that was replaced or discarded; the banner's URL is gone
 * for good (a new upload is a new URL), so its preview would only be an orphan file. It throws
 * when the storage does: the media write it follows logs that and answers all the same
 * (with-stored-media.ts).
 */
export async function removeLinkPreview(
  storage: Storage,
  bannerUrl: string | null | undefined,
): Promise<void> {
  if (!bannerUrl) return;
  const key = bannerPreviewKey(bannerUrl);
  knownByStorage.get(storage)?.delete(key);
  await storage.remove(key);
}
