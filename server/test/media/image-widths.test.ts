import { rm } from 'node:fs/promises';
import path from 'node:path';
import { NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { build } from '../helpers/build';
import { createHostEvent } from '../helpers/host-event';
import { phoneJpeg, storedFiles, uploadForm } from '../helpers/images';

/**
 * Every uploaded image is kept in four widths (400, 800, 1200 and 1920 px), the srcset of the
 * guest site's pictures; an image stored before that has its 800 and 1200 px copies made later
 * (jobs/make-image-widths), and until then a request for one is sent to the image itself.
 */
const t = await build();
const mediaDir = path.join(t.dataDir, 'media');
const { event, headers } = await createHostEvent(t.db);

async function uploadBanner(width: number, height: number): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/users/event/${event.id}/upload/banner`,
    headers,
    payload: uploadForm({}, { field: 'file', data: await phoneJpeg(width, height) }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().bannerUrl;
}

describe('an uploaded image in four widths', () => {
  it('is stored with its 400, 800 and 1200 px copies beside it, each served for long', async () => {
    const url = await uploadBanner(3000, 2000);
    const key = url.slice('/media/'.length);

    const widths = { '': 1920, '-w1200': 1200, '-w800': 800, '-small': 400 };
    expect((await storedFiles(mediaDir)).filter((file) => file.startsWith('events/'))).toEqual(
      Object.keys(widths)
        .map((suffix) => key.replace('.webp', `${suffix}.webp`))
        .sort(),
    );
    for (const [suffix, width] of Object.entries(widths)) {
      const response = await t.app.inject({ url: url.replace('.webp', `${suffix}.webp`) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const metadata = await sharp(response.rawPayload).metadata();
      expect(metadata).toMatchObject({ format: 'webp', width });
      expect(metadata.exif).toBeUndefined();
    }
  });

  it('never enlarges: a 600 px photo’s 800 and 1200 px copies are the photo as it is', async () => {
    const url = await uploadBanner(600, 400);

    for (const suffix of ['-w800', '-w1200']) {
      const response = await t.app.inject({ url: url.replace('.webp', `${suffix}.webp`) });
      expect(response.statusCode).toBe(200);
      expect(await sharp(response.rawPayload).metadata()).toMatchObject({ width: 600, height: 400 });
    }
  });
});

describe('a copy not made yet', () => {
  it('sends the browser to the image itself, for this request only', async () => {
    const url = await uploadBanner(1600, 1200);
    const key = url.slice('/media/'.length);
    // An image stored the old way: the image and its 400 px copy only.
    for (const suffix of ['-w800', '-w1200'])
      await rm(path.join(mediaDir, key.replace('.webp', `${suffix}.webp`)));

    for (const method of ['GET', 'HEAD'] as const) {
      for (const suffix of ['-w800', '-w1200']) {
        const response = await t.app.inject({ method, url: url.replace('.webp', `${suffix}.webp`) });
        expect(response.statusCode).toBe(302);
        expect(response.headers.location).toBe(url);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
    const image = await t.app.inject({ url });
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ width: 1600 });
  });

  it('is still a 404 when the image is gone too, and any other missing file is a 404', async () => {
    const url = await uploadBanner(1000, 800);
    const key = url.slice('/media/'.length);
    for (const suffix of ['', '-small', '-w800', '-w1200'])
      await rm(path.join(mediaDir, key.replace('.webp', `${suffix}.webp`)));

    for (const missing of [
      url.replace('.webp', '-w800.webp'),
      url.replace('.webp', '-small.webp'),
      url,
      '/media/events/nao-existe-w800.webp',
      '/media/events/3f9c0b1e-1111-4222-8333-944445555666-w640.webp',
      '/media/seed/events/casamento/banner-w800.webp',
    ]) {
      const response = await t.app.inject({ url: missing });
      expect(response.statusCode, missing).toBe(404);
      expect(response.json()).toEqual({ success: false, message: NOT_FOUND_MESSAGE });
    }
  });
});
