import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../src/db/schema/index';
import { imageDecodes } from '../../src/media/image-decodes';
import { build } from '../helpers/build';
import { createHostEvent } from '../helpers/host-event';
import { phoneJpeg, pngBomb, storedFiles, uploadForm } from '../helpers/images';

/**
 * The process decodes at most two images at once; up to sixteen more wait their turn and any
 * beyond are told to try again. Exercised through the banner upload, with real images and the
 * real decoder: `imageDecodes.stats()` is the decoder's own count of what runs and waits.
 */
const t = await build();
const mediaDir = path.join(t.dataDir, 'media');
const { event, headers } = await createHostEvent(t.db);
const BUSY = 'Muitas imagens sendo processadas agora. Tente novamente em instantes.';

function uploadBanner(data: Buffer) {
  return t.app.inject({
    method: 'POST',
    url: `/api/users/event/${event.id}/upload/banner`,
    headers,
    payload: uploadForm({}, { field: 'file', data }),
  });
}

async function bannerUrl() {
  const [row] = await t.db
    .select({ bannerUrl: events.bannerUrl })
    .from(events)
    .where(eq(events.id, event.id));
  return row?.bannerUrl;
}

describe('image decodes', () => {
  it('never decode more than two at once, whatever arrives together', async () => {
    const photos = await Promise.all(Array.from({ length: 24 }, (_, index) => phoneJpeg(1600 + index, 1200)));
    imageDecodes.resetPeak();

    const responses = await Promise.all(photos.map(uploadBanner));

    expect(imageDecodes.stats()).toEqual({ active: 0, waiting: 0, peakActive: 2 });
    for (const response of responses) {
      if (response.statusCode !== 200) expect(response.json()).toEqual({ success: false, message: BUSY });
      expect([200, 503]).toContain(response.statusCode);
    }
    // The one served last is the banner; no other upload's files stayed.
    const served = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => response.json().bannerUrl);
    expect(served).toContain(await bannerUrl());
    const banner = (await bannerUrl())?.replace('/media/', '') ?? '';
    const files = await storedFiles(mediaDir);
    expect(files.filter((file) => !file.startsWith('previews/'))).toEqual([
      banner.replace('.webp', '-small.webp'),
      banner.replace('.webp', '-w1200.webp'),
      banner.replace('.webp', '-w800.webp'),
      banner,
    ]);
    // At most the banner's own link preview is left (one may not have been made while busy).
    expect(files.filter((file) => file.startsWith('previews/')).length).toBeLessThanOrEqual(1);
  });

  it('hold at most two decodes of pixels in memory: six of the largest images allowed, sent together', async () => {
    // 36 megapixels of interlaced RGBA, ~140 KB each: just under the 150 MB a decode may take,
    // and held whole while it decodes.
    const heavy = await pngBomb(6_000, 6_000);
    const rssBefore = process.memoryUsage().rss;
    let rssPeak = rssBefore;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, process.memoryUsage().rss);
    }, 5);
    imageDecodes.resetPeak();

    const responses = await Promise.all(Array.from({ length: 6 }, () => uploadBanner(heavy))).finally(() =>
      clearInterval(sampler),
    );

    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(imageDecodes.stats().peakActive).toBe(2);
    // Two decodes of 144 MB each and libvips' working memory around them measure 430–480 MB;
    // four at once (all the threads libuv lends sharp when nothing else bounds it) measure 730 MB.
    expect((rssPeak - rssBefore) / 1024 / 1024).toBeLessThan(600);
  });

  it('answer 503 in Portuguese beyond sixteen waiting, storing nothing, and serve again after', async () => {
    // Two decodes running and sixteen waiting: the test holds them, as slow uploads would.
    let finish: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const holders = Array.from({ length: 18 }, () => imageDecodes.run(() => held));
    expect(imageDecodes.stats()).toMatchObject({ active: 2, waiting: 16 });
    const before = { files: await storedFiles(mediaDir), banner: await bannerUrl() };

    const refused = await uploadBanner(await phoneJpeg());
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({ success: false, message: BUSY });

    // A bomb does not even wait: its header alone refuses it.
    const bomb = await uploadBanner(await pngBomb(10_000, 6_000));
    expect(bomb.statusCode).toBe(400);
    expect(bomb.json()).toEqual({ success: false, message: 'A imagem tem resolução grande demais.' });
    expect({ files: await storedFiles(mediaDir), banner: await bannerUrl() }).toEqual(before);

    finish();
    await Promise.all(holders);
    const served = await uploadBanner(await phoneJpeg());
    expect(served.statusCode).toBe(200);
    expect(await bannerUrl()).toBe(served.json().bannerUrl);
  });
});
