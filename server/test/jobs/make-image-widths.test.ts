import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { eventGallery, eventGifts, events, eventTypes } from '../../src/db/schema/index';
import { makeImageWidths } from '../../src/jobs/make-image-widths/make-image-widths';
import { processImage } from '../../src/media/process-image';
import { createTestAdmin } from '../helpers/accounts';
import { build } from '../helpers/build';
import { addGiftsToEvent, createHostEvent } from '../helpers/host-event';
import { phoneJpeg, storedFiles } from '../helpers/images';

const t = await build();
const mediaDir = path.join(t.dataDir, 'media');

let serial = 0;
/**
 * An image stored as uploads were before they were kept in four widths: the ≤ 1920 px image and
 * its 400 px copy only. Returns its URL.
 */
async function storeTheOldWay(folder: string, width: number, height: number): Promise<string> {
  serial++;
  const key = `${folder}/00000000-0000-4000-8000-${String(serial).padStart(12, '0')}.webp`;
  const { full, small } = await processImage(await phoneJpeg(width, height));
  await t.app.storage.put(key.replace('.webp', '-small.webp'), small.buffer, 'image/webp');
  return t.app.storage.put(key, full.buffer, 'image/webp');
}

const copies = (url: string) =>
  ['-w800', '-w1200'].map((suffix) => url.slice('/media/'.length).replace('.webp', `${suffix}.webp`));

describe('make-image-widths', () => {
  it('makes the missing 800 and 1200 px copies of every stored image the database names, once', async () => {
    const banner = await storeTheOldWay('events', 3000, 2000);
    const avatar = await storeTheOldWay('events', 500, 500);
    const photos = [await storeTheOldWay('gallery', 1000, 1500), await storeTheOldWay('gallery', 1300, 900)];
    const giftImage = await storeTheOldWay('gifts', 1200, 900);
    const listImage = await storeTheOldWay('gifts', 900, 900);
    const typeImage = await storeTheOldWay('event-types', 1600, 1200);
    const adminAvatar = await storeTheOldWay('admins', 400, 400);
    // Named by a row, but its file is gone: nothing to make the copies from.
    const gone = '/media/gifts/00000000-0000-4000-8000-999999999999.webp';

    const { event } = await createHostEvent(t.db);
    await t.db.update(events).set({ bannerUrl: banner, avatarUrl: avatar }).where(eq(events.id, event.id));
    await t.db.insert(eventGallery).values([
      ...photos.map((url) => ({ eventId: event.id, type: 'image' as const, url, storageKey: url.slice(7) })),
      // A video is no image: left alone.
      {
        eventId: event.id,
        type: 'video',
        url: '/media/gallery/video.webm',
        storageKey: 'gallery/video.webm',
      },
    ]);
    const [giftId] = await addGiftsToEvent(t.db, event.id, [
      { name: 'Cafeteira', priceCents: 30_000, imageUrl: giftImage },
      { name: 'Panela', priceCents: 20_000, imageUrl: gone },
      // A seeded drawing: not a key the server made, never touched.
      { name: 'Jogo de toalhas', priceCents: 15_000, imageUrl: '/media/seed/gifts/3.webp' },
    ]);
    await t.db
      .update(eventGifts)
      .set({ imageUrl: listImage })
      .where(eq(eventGifts.giftId, giftId ?? 0));
    await t.db.insert(eventTypes).values({ name: 'Formatura', imageUrl: typeImage });
    await createTestAdmin(t.db, { avatarUrl: adminAvatar });
    const stored = [banner, avatar, ...photos, giftImage, listImage, typeImage, adminAvatar];
    const before = await storedFiles(mediaDir);

    // Two rows a page: every column is walked to its end.
    const first = await makeImageWidths(t.app, { pageSize: 2 });

    expect(first).toEqual({
      images: stored.length + 1,
      complete: 0,
      made: stored.length,
      files: stored.length * 2,
      missingOriginal: 1,
      failed: 0,
      stoppedEarly: false,
    });
    expect(await storedFiles(mediaDir)).toEqual([...before, ...stored.flatMap(copies)].sort());
    // Each copy at its width, never enlarged, the image's proportions kept.
    const widthOf = async (key: string) => (await sharp(path.join(mediaDir, key)).metadata()).width;
    expect(await Promise.all(copies(banner).map(widthOf))).toEqual([800, 1200]);
    expect(await Promise.all(copies(photos[0] ?? '').map(widthOf))).toEqual([533, 800]);
    expect(await Promise.all(copies(avatar).map(widthOf))).toEqual([500, 500]);
    const served = await t.app.inject({ url: banner.replace('.webp', '-w1200.webp') });
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 1200,
      height: 800,
    });

    // Run again (a second start): everything is there, nothing is written.
    const modified = await Promise.all(
      stored.flatMap(copies).map(async (key) => (await stat(path.join(mediaDir, key))).mtimeMs),
    );
    const second = await makeImageWidths(t.app, { pageSize: 2 });
    expect(second).toMatchObject({
      complete: stored.length,
      made: 0,
      files: 0,
      missingOriginal: 1,
      failed: 0,
    });
    expect(
      await Promise.all(
        stored.flatMap(copies).map(async (key) => (await stat(path.join(mediaDir, key))).mtimeMs),
      ),
    ).toEqual(modified);
  });

  it('ends after the image in hand when the process stops', async () => {
    const stopping = new AbortController();
    stopping.abort();

    expect(await makeImageWidths(t.app, { signal: stopping.signal })).toMatchObject({
      images: 0,
      stoppedEarly: true,
    });
  });
});
