import { createHash } from 'node:crypto';
import { NOT_FOUND_MESSAGE, UNAVAILABLE_MESSAGE } from '@celebra/shared/messages';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { parseStorageUrl, type StorageConfig } from '../../src/config';
import { makeImageWidths } from '../../src/jobs/make-image-widths/make-image-widths';
import { createTestUser, userHeaders } from '../helpers/accounts';
import { build } from '../helpers/build';
import { phoneJpeg, uploadForm } from '../helpers/images';
import { startS3Server } from '../helpers/s3-server';

const s3 = await startS3Server();
afterAll(() => s3.close());
const t = await build({ STORAGE_URL: s3.storageUrl('proxy') });
const host = await createTestUser(t.db);
const headers = await userHeaders(t.db, host.id);

/** Another app on this file's database, with the storage a STORAGE_URL names. */
async function appWith(storageUrl: string): Promise<FastifyInstance> {
  const storage = parseStorageUrl(storageUrl) as StorageConfig;
  const app = await buildApp({ config: { ...t.config, storage }, db: t.db });
  afterAll(() => app.close());
  return app;
}

/** A banner uploaded as a host does, through the app: its `/media/…` URL. */
async function uploadBanner(): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/users/event/${host.event?.id}/upload/banner`,
    headers,
    payload: uploadForm({}, { field: 'file', data: await phoneJpeg(1200, 800) }),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().bannerUrl;
}

const bannerUrl = await uploadBanner();
const bannerKey = bannerUrl.slice('/media/'.length);

describe('media in an S3-compatible store, served at the same /media URLs', () => {
  it('keeps an upload in the store and streams it through the server, cached for long', async () => {
    expect(await s3.hasObject(bannerKey)).toBe(true);

    const response = await t.app.inject({ url: bannerUrl });

    expect(response.statusCode).toBe(200);
    expect(response.headers).toMatchObject({
      'content-type': 'image/webp',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-robots-tag': 'noindex',
      'accept-ranges': 'bytes',
    });
    expect(response.headers.etag).toMatch(/^"[0-9a-f]+"$/);
    expect(new Date(String(response.headers['last-modified'])).getTime()).toBeGreaterThan(0);
    expect(response.rawPayload).toEqual(await t.app.storage.read(bannerUrl));
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200 });
  });

  it('answers a range of bytes, for a video to seek', async () => {
    const whole = await t.app.inject({ url: bannerUrl });

    const response = await t.app.inject({ url: bannerUrl, headers: { range: 'bytes=10-109' } });

    expect(response.statusCode).toBe(206);
    expect(response.headers['content-range']).toBe(`bytes 10-109/${whole.rawPayload.length}`);
    expect(response.headers['content-length']).toBe('100');
    expect(response.rawPayload).toEqual(whole.rawPayload.subarray(10, 110));
  });

  it('answers 304 to a browser that already holds it, and HEAD without the bytes', async () => {
    const { etag } = (await t.app.inject({ url: bannerUrl })).headers;

    const again = await t.app.inject({ url: bannerUrl, headers: { 'if-none-match': String(etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);

    const head = await t.app.inject({ method: 'HEAD', url: bannerUrl });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers['content-length']).toBe(String((await t.app.storage.read(bannerUrl))?.length));
    expect(head.rawPayload.length).toBe(0);
  });

  it('answers 404 in Portuguese for a missing object or a key the server could not have written', async () => {
    for (const url of [
      '/media/events/nao-existe.webp',
      '/media/../package.json',
      '/media/%2e%2e/%2e%2e/package.json',
      '/media/..%2fpackage.json',
      '/media/.hidden',
    ]) {
      const response = await t.app.inject({ url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ success: false, message: NOT_FOUND_MESSAGE });
    }
  });

  it('makes the banner’s link preview from the stored banner, into the store', async () => {
    const previewKey = `previews/${createHash('sha256').update(bannerUrl).digest('hex').slice(0, 40)}.jpg`;

    expect(await s3.hasObject(previewKey)).toBe(true);
    const preview = await t.app.inject({ url: `/media/${previewKey}` });
    expect(await sharp(preview.rawPayload).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1200,
      height: 630,
    });
  });

  it('with serve=signed, sends the browser to a short-lived signed URL of the store', async () => {
    const app = await appWith(s3.storageUrl('signed'));

    const response = await app.inject({ url: bannerUrl });

    expect(response.statusCode).toBe(302);
    expect(response.headers['cache-control']).toBe('private, max-age=600');
    const location = String(response.headers.location);
    expect(location.startsWith(`${s3.url}/${s3.bucket}/${bannerKey}?`)).toBe(true);
    const fromStore = await fetch(location);
    expect(fromStore.status).toBe(200);
    expect(Buffer.from(await fromStore.arrayBuffer())).toEqual(await t.app.storage.read(bannerUrl));
    expect((await app.inject({ url: '/media/../package.json' })).statusCode).toBe(404);
  });

  it('with serve=public, sends the browser to the public base of the bucket', async () => {
    const app = await appWith(s3.storageUrl('public'));

    const response = await app.inject({ url: bannerUrl });

    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(`${s3.url}/${s3.bucket}/${bannerKey}`);
    expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{6,}$/);
  });

  it('answers 503 in Portuguese while the store is down', async () => {
    const other = await startS3Server('outro-balde');
    const app = await appWith(other.storageUrl('proxy'));
    const url = await app.storage.put('events/fora.txt', Buffer.from('x'), 'text/plain');
    expect((await app.inject({ url })).statusCode).toBe(200);

    await other.close();
    const response = await app.inject({ url });

    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ success: false, message: UNAVAILABLE_MESSAGE });
  });
});

describe('the 800 and 1200 px copies of an image in the store', () => {
  const copyUrls = ['-w800', '-w1200'].map((suffix) => bannerUrl.replace('.webp', `${suffix}.webp`));

  it('are stored with the upload, in the store', async () => {
    for (const url of copyUrls) expect(await s3.hasObject(url.slice('/media/'.length))).toBe(true);
    const response = await t.app.inject({ url: copyUrls[0] });
    expect(response.statusCode).toBe(200);
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 800 });
  });

  it('while not made yet, send every serving mode to the image itself, not kept; the job then makes them', async () => {
    // An image stored before the copies existed.
    for (const url of copyUrls) await t.app.storage.remove(url);
    const signed = await appWith(s3.storageUrl('signed'));
    const publicBase = await appWith(s3.storageUrl('public'));

    for (const app of [t.app, signed, publicBase]) {
      for (const url of copyUrls) {
        const response = await app.inject({ url });
        expect(response.statusCode, url).toBe(302);
        expect(response.headers.location).toBe(bannerUrl);
        expect(response.headers['cache-control']).toBe('no-store');
      }
    }
    // Another missing key stays a 404 (proxy) or goes to the store as before (signed, public).
    expect((await t.app.inject({ url: '/media/events/nao-existe-w800.webp' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: bannerUrl.replace('.webp', '-w640.webp') })).statusCode).toBe(404);

    expect(await makeImageWidths(t.app)).toMatchObject({ made: 1, files: 2, failed: 0 });

    for (const url of copyUrls) expect(await s3.hasObject(url.slice('/media/'.length))).toBe(true);
    const proxied = await t.app.inject({ url: copyUrls[1] });
    expect(proxied.statusCode).toBe(200);
    expect(proxied.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(proxied.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1200 });
    const redirected = await signed.inject({ url: copyUrls[1] });
    expect(redirected.statusCode).toBe(302);
    expect(
      String(redirected.headers.location).startsWith(
        `${s3.url}/${s3.bucket}/${bannerKey.replace('.webp', '-w1200.webp')}?`,
      ),
    ).toBe(true);
    expect(redirected.headers['cache-control']).toBe('private, max-age=600');
    expect((await publicBase.inject({ url: copyUrls[0] })).headers.location).toBe(
      `${s3.url}/${s3.bucket}/${bannerKey.replace('.webp', '-w800.webp')}`,
    );
  });
});
