import { admins, eventGallery, eventGifts, events, eventTypes, gifts } from '../../db/schema/index';
import type { Services } from '../../domain/services';
import { bannerPreviewKey, GENERIC_PREVIEW_KEY } from '../../media/ensure-link-preview';
import { mediumFileKeys } from '../../media/store-image';
import { keyOf } from '../../storage/media-key';

/** The folders the server writes media to; anything else in the store is not this job's. */
export const SWEPT_FOLDERS = ['gifts/', 'events/', 'gallery/', 'event-types/', 'admins/', 'previews/'];

/**
 * A file younger than this is never removed: an upload is stored before the row that points to it
 * is written (and removed again if that write fails), so a young file without a row may be one in
 * flight.
 */
export const SWEEP_GRACE_MS = 60 * 60_000;

export type SweepOrphanMediaRun = { checked: number; removed: number; failed: number };

/**
 * Removes stored media that no row points to: files left by a removal that failed after its row
 * changed, or by a process that died between the two. Lists the store first, then reads every
 * medium the database references (each image with its copies, each banner's link preview, the
 * platform's card), so a row written meanwhile is seen. Logs each removed key (keys only: they
 * are random names, nothing personal).
 */
export async function sweepOrphanMedia(
  services: Pick<Services, 'db' | 'storage' | 'log'>,
  { now, signal }: { now: Date; signal?: AbortSignal },
): Promise<SweepOrphanMediaRun> {
  const candidates: string[] = [];
  let checked = 0;
  for (const folder of SWEPT_FOLDERS) {
    for await (const object of services.storage.list(folder)) {
      checked += 1;
      if (now.getTime() - object.lastModified.getTime() >= SWEEP_GRACE_MS) candidates.push(object.key);
    }
  }
  const referenced = await referencedKeys(services.db);
  let removed = 0;
  let failed = 0;
  for (const key of candidates) {
    if (signal?.aborted) break;
    if (referenced.has(key)) continue;
    try {
      await services.storage.remove(key);
      removed += 1;
      services.log.info({ key }, 'orphan medium removed');
    } catch (error) {
      failed += 1;
      services.log.warn({ err: error, key }, 'orphan medium could not be removed');
    }
  }
  return { checked, removed, failed };
}

/** Every storage key a row points to, with the files each medium is made of. */
async function referencedKeys(db: Services['db']): Promise<Set<string>> {
  const [eventRows, giftRows, lineRows, typeRows, adminRows, galleryRows] = await Promise.all([
    db.select({ a: events.avatarUrl, b: events.bannerUrl }).from(events),
    db.select({ a: gifts.imageUrl }).from(gifts),
    db.select({ a: eventGifts.imageUrl }).from(eventGifts),
    db.select({ a: eventTypes.imageUrl }).from(eventTypes),
    db.select({ a: admins.avatarUrl }).from(admins),
    db.select({ a: eventGallery.storageKey, b: eventGallery.url }).from(eventGallery),
  ]);
  const keys = new Set<string>([GENERIC_PREVIEW_KEY]);
  const add = (url: string | null | undefined) => {
    if (!url) return;
    for (const file of mediumFileKeys(url)) {
      const key = keyOf(file);
      if (key) keys.add(key);
    }
  };
  for (const row of eventRows) {
    add(row.a);
    add(row.b);
    if (row.b) keys.add(bannerPreviewKey(row.b));
  }
  for (const row of [...giftRows, ...lineRows, ...typeRows, ...adminRows]) add(row.a);
  for (const row of galleryRows) {
    add(row.a);
    add(row.b);
  }
  return keys;
}
