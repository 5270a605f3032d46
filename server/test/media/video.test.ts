import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { peekStream, sniffVideo, storeVideo } from '../../src/media/video';
import { LocalStorage } from '../../src/storage/local-storage';
import { build } from '../helpers/build';
import { mp4Video, phoneJpeg, storedFiles, webmVideo } from '../helpers/images';

const t = await build();
const mediaDir = t.config.storage.dir;
const storage = new LocalStorage(mediaDir);

function chunked(data: Buffer, size = 1000) {
  const chunks: Buffer[] = [];
  for (let i = 0; i < data.length; i += size) chunks.push(data.subarray(i, i + size));
  return Readable.from(chunks);
}

describe('sniffVideo', () => {
  it('recognises MP4, WebM and Ogg by their first bytes', async () => {
    expect(sniffVideo(mp4Video())).toEqual({ extension: 'mp4', contentType: 'video/mp4' });
    expect(sniffVideo(webmVideo())).toEqual({ extension: 'webm', contentType: 'video/webm' });
    expect(sniffVideo(Buffer.from('OggS\u0000\u0002rest of the page'))).toEqual({
      extension: 'ogg',
      contentType: 'video/ogg',
    });
  });

  it('refuses images, HEIC/AVIF boxes, Matroska that is not WebM, and text', async () => {
    const heic = Buffer.from('00000018667479706865696300000000', 'hex');
    const avif = Buffer.from('0000001c6674797061766966000000006d696631', 'hex');
    const matroska = Buffer.from('1a45dfa3a34286810142f7810142f2810442f381084282886d6174726f736b61', 'hex');
    for (const head of [await phoneJpeg(), heic, avif, matroska, Buffer.from('hello world, not a video')]) {
      expect(sniffVideo(head)).toBeUndefined();
    }
  });
});

describe('storeVideo', () => {
  it('streams the whole file, head included, to a fresh key', async () => {
    const video = mp4Video(50_000);
    const peeked = await peekStream(chunked(video, 10));
    const format = sniffVideo(peeked.head);
    if (!format) throw new Error('not sniffed');

    const stored = await storeVideo(storage, 'gallery', peeked, format, 100_000);

    expect(stored.key).toMatch(/^gallery\/[0-9a-f-]{36}\.mp4$/);
    expect(stored.url).toBe(`/media/${stored.key}`);
    expect(await readFile(path.join(mediaDir, stored.key))).toEqual(video);
  });

  it('refuses a stream over the limit with a 413 and keeps no partial file', async () => {
    const before = await storedFiles(mediaDir);
    const peeked = await peekStream(chunked(mp4Video(50_000)));

    const error = await storeVideo(
      storage,
      'gallery',
      peeked,
      { extension: 'mp4', contentType: 'video/mp4' },
      20_000,
    ).catch((caught: unknown) => caught);

    expect(error).toMatchObject({ statusCode: 413, message: 'Arquivo muito grande. O limite é de 0 MB.' });
    expect(await storedFiles(mediaDir)).toEqual(before);
  });
});
