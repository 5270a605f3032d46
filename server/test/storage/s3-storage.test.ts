import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { parseStorageUrl, type StorageConfig } from '../../src/config';
import { S3Storage } from '../../src/storage/s3-storage';
import { startS3Server } from '../helpers/s3-server';

const s3 = await startS3Server();
afterAll(() => s3.close());

function storageFor(url: string): S3Storage {
  return new S3Storage(parseStorageUrl(url) as Extract<StorageConfig, { kind: 's3' }>);
}

const storage = storageFor(s3.storageUrl('proxy', 'install-a'));

async function* chunks(count: number, size: number, failure?: Error) {
  for (let index = 0; index < count; index += 1) yield Buffer.alloc(size, index % 251);
  if (failure) throw failure;
}

describe('S3 storage (against a real S3-compatible server)', () => {
  it('stores bytes under its prefix, cached for long, and reads them back at the same URL', async () => {
    const url = await storage.put('gifts/abc123.txt', Buffer.from('olá'), 'text/plain');

    expect(url).toBe('/media/gifts/abc123.txt');
    expect(await s3.hasObject('install-a/gifts/abc123.txt')).toBe(true);
    expect((await storage.read(url))?.toString()).toBe('olá');
    expect((await storage.read('gifts/abc123.txt'))?.toString()).toBe('olá');
    expect(await storage.has(url)).toBe(true);
    const stored = await storage.get('gifts/abc123.txt');
    expect(stored).toMatchObject({ contentType: 'text/plain', contentLength: 4, totalLength: 4 });
    stored?.body.destroy();
  });

  it('answers one range of bytes, for a video to seek', async () => {
    await storage.put('gallery/range.bin', Buffer.from('0123456789'), 'application/octet-stream');

    const stored = await storage.get('gallery/range.bin', 'bytes=2-5');

    expect(stored).toMatchObject({ contentLength: 4, totalLength: 10, range: { start: 2, end: 5 } });
    const body: Buffer[] = [];
    for await (const chunk of stored?.body ?? []) body.push(chunk);
    expect(Buffer.concat(body).toString()).toBe('2345');
  });

  it('knows nothing of what it does not hold, nor of other hosts', async () => {
    expect(await storage.read('/media/gifts/missing.txt')).toBeUndefined();
    expect(await storage.has('gifts/missing.txt')).toBe(false);
    expect(await storage.get('gifts/missing.txt')).toBeUndefined();
    expect(await storage.read('https://outro.site/media/x.jpg')).toBeUndefined();
    expect(await storage.has('https://outro.site/media/x.jpg')).toBe(false);
  });

  it('streams a large upload in parts and keeps it whole', async () => {
    // 6 MB: more than one 5 MB part, so the upload is a multipart one.
    const url = await storage.putStream(
      'gallery/video.mp4',
      Readable.from(chunks(6, 1024 * 1024)),
      'video/mp4',
    );

    const stored = await storage.read(url);
    expect(stored?.length).toBe(6 * 1024 * 1024);
    expect(stored?.subarray(5 * 1024 * 1024, 5 * 1024 * 1024 + 4)).toEqual(Buffer.alloc(4, 5));
  });

  it('keeps nothing of a stream that fails, and rejects with the stream’s own error', async () => {
    const tooLarge = new Error('grande demais');
    for (const count of [1, 6]) {
      const key = `gallery/failed-${count}.mp4`;
      await expect(
        storage.putStream(key, Readable.from(chunks(count, 1024 * 1024, tooLarge)), 'video/mp4'),
      ).rejects.toBe(tooLarge);
      expect(await storage.has(key)).toBe(false);
    }
  });

  it('removes by URL or key, and a missing object or another host’s URL is no error', async () => {
    const url = await storage.put('gifts/gone.txt', Buffer.from('x'), 'text/plain');

    await storage.remove(url);
    await storage.remove(url);
    await storage.remove('gifts/never-was.txt');
    await storage.remove('https://outro.site/media/gifts/gone.txt');

    expect(await storage.has(url)).toBe(false);
    expect(await s3.hasObject('install-a/gifts/gone.txt')).toBe(false);
  });

  it('refuses keys the server could not have written, before the store sees them', async () => {
    for (const key of ['../escape.txt', '/etc/passwd', 'a/../../b', '.hidden', 'a//b', '']) {
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow(/Unsafe/);
      await expect(storage.putStream(key, Readable.from(chunks(1, 10)), 'text/plain')).rejects.toThrow(
        /Unsafe/,
      );
      await expect(storage.read(key)).rejects.toThrow(/Unsafe/);
      await expect(storage.has(key)).rejects.toThrow(/Unsafe/);
      await expect(storage.get(key)).rejects.toThrow(/Unsafe/);
      await expect(storage.signedUrl(key)).rejects.toThrow(/Unsafe/);
    }
    await expect(storage.remove('/media/../escape.txt')).rejects.toThrow(/Unsafe/);
  });

  it('signs a URL of the store that answers the bytes without credentials', async () => {
    await storage.put('gifts/signed.txt', Buffer.from('assinado'), 'text/plain');

    const url = await storage.signedUrl('gifts/signed.txt');

    expect(url.startsWith(`${s3.url}/${s3.bucket}/install-a/gifts/signed.txt?`)).toBe(true);
    expect(new URL(url).searchParams.get('X-Amz-Expires')).toBe('900');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('assinado');
  });

  it('is ready when the bucket answers, and not when it is missing or the store is down', async () => {
    await expect(storage.check()).resolves.toBeUndefined();
    await expect(
      storageFor(s3.storageUrl('proxy').replace(`s3://${s3.bucket}`, 's3://sem-balde')).check(),
    ).rejects.toThrow();

    const other = await startS3Server('outro-balde');
    const stopped = storageFor(other.storageUrl('proxy'));
    await expect(stopped.check()).resolves.toBeUndefined();
    await other.close();
    await expect(stopped.check()).rejects.toThrow();
    await expect(stopped.read('gifts/x.txt')).rejects.toThrow();
  });
});
