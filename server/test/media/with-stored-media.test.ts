import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { parseStorageUrl, type StorageConfig } from '../../src/config';
import { removeGalleryFiles, storeGalleryVideo } from '../../src/domain/gallery/store-gallery-file';
import { peekStream, sniffVideo } from '../../src/media/sniff-video';
import { processAndStoreImage, type StoredImage } from '../../src/media/store-image';
import { type MediaLog, removeReplacedMedia, withStoredMedia } from '../../src/media/with-stored-media';
import { LocalStorage } from '../../src/storage/local-storage';
import { S3Storage } from '../../src/storage/s3-storage';
import type { Storage } from '../../src/storage/storage';
import { mp4Video, phoneJpeg } from '../helpers/images';
import { startS3Server } from '../helpers/s3-server';

/**
 * The one place a write that stores media stores, writes, and removes (media/with-stored-media.ts),
 * on the real storages: the local disk in a temporary folder and an S3-compatible server. Every
 * route that saves an image (gifts, event types, the host's images, the gallery) goes through it;
 * their own tests show their answers, this one the files left behind when a step fails.
 */
const root = await mkdtemp(path.join(tmpdir(), 'celebra-stored-media-'));
const s3 = await startS3Server();
afterAll(async () => {
  await s3.close();
  await rm(root, { recursive: true, force: true });
});

const storages: [string, () => Storage][] = [
  ['local disk', () => new LocalStorage(path.join(root, `disk-${Math.random().toString(36).slice(2)}`))],
  [
    'S3',
    () =>
      new S3Storage(
        parseStorageUrl(s3.storageUrl('proxy', `run-${Math.random().toString(36).slice(2)}`)) as Extract<
          StorageConfig,
          { kind: 's3' }
        >,
      ),
  ],
];

/** A storage whose removals fail, as an object store that is down would, over a real one. */
function refusingRemovals(storage: Storage): Storage {
  return {
    put: (key, body, contentType) => storage.put(key, body, contentType),
    putStream: (key, body, contentType) => storage.putStream(key, body, contentType),
    remove: async () => {
      throw new Error('armazenamento fora do ar');
    },
    read: (keyOrUrl) => storage.read(keyOrUrl),
    has: (keyOrUrl) => storage.has(keyOrUrl),
    list: (prefix) => storage.list(prefix),
    check: () => storage.check(),
  };
}

/** A log that keeps what was warned. */
function recordingLog(): MediaLog & { warned: { details: object; message: string }[] } {
  const warned: { details: object; message: string }[] = [];
  return { warned, warn: (details, message) => void warned.push({ details, message }) };
}

async function keysUnder(storage: Storage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of storage.list(prefix)) keys.push(object.key);
  return keys.sort();
}

/** The four files of a stored image: the image and its 400, 800 and 1200 px copies. */
const filesOf = (stored: StoredImage) =>
  ['', '-small', '-w800', '-w1200'].map((suffix) => stored.key.replace('.webp', `${suffix}.webp`)).sort();

const photo = await phoneJpeg(900, 600);

describe.each(storages)('a write that stores media (%s)', (_name, makeStorage) => {
  it('removes what it stored when the row write fails, and the write’s error goes on', async () => {
    const storage = makeStorage();
    const log = recordingLog();
    const refused = new Error('a linha não foi gravada');
    let stored: StoredImage | undefined;

    const writing = withStoredMedia(
      { storage, log },
      () => processAndStoreImage(storage, 'gifts', photo),
      async (image) => {
        stored = image;
        expect(await keysUnder(storage, 'gifts/')).toEqual(filesOf(image));
        throw refused;
      },
    );

    await expect(writing).rejects.toBe(refused);
    expect(stored).toBeDefined();
    expect(await keysUnder(storage, 'gifts/')).toEqual([]);
    expect(log.warned).toEqual([]);
  });

  it('removes the file the write replaced once it succeeds, and keeps the new one', async () => {
    const storage = makeStorage();
    const log = recordingLog();
    const before = await processAndStoreImage(storage, 'gifts', photo);

    const result = await withStoredMedia(
      { storage, log },
      () => processAndStoreImage(storage, 'gifts', photo),
      async (image) => ({ result: image, replaced: [before.url] }),
    );

    expect(await keysUnder(storage, 'gifts/')).toEqual(filesOf(result));
    expect(await storage.has(result.url)).toBe(true);
    expect(await storage.has(before.url)).toBe(false);
    expect(log.warned).toEqual([]);
  });

  it('still answers when the replaced file cannot be removed, and logs it by its key', async () => {
    const real = makeStorage();
    const storage = refusingRemovals(real);
    const log = recordingLog();
    const before = await processAndStoreImage(real, 'gifts', photo);

    const result = await withStoredMedia(
      { storage, log },
      () => processAndStoreImage(storage, 'gifts', photo),
      async (image) => ({ result: image, replaced: [before.url] }),
    );

    expect(await real.has(result.url)).toBe(true);
    // Left for the sweep of orphan files; the write answered all the same.
    expect(await real.has(before.url)).toBe(true);
    expect(log.warned).toEqual([
      {
        details: { err: expect.objectContaining({ message: 'armazenamento fora do ar' }), key: before.key },
        message: 'could not remove a replaced medium',
      },
    ]);
  });

  it('gives the write’s own error when the file it stored cannot be removed either, and logs that', async () => {
    const real = makeStorage();
    const storage = refusingRemovals(real);
    const log = recordingLog();
    const refused = new Error('a linha não foi gravada');

    await expect(
      withStoredMedia(
        { storage, log },
        () => processAndStoreImage(storage, 'gifts', photo),
        async () => {
          throw refused;
        },
      ),
    ).rejects.toBe(refused);

    expect(log.warned).toEqual([
      expect.objectContaining({ message: 'could not remove a medium its failed write stored' }),
    ]);
  });

  it('stores nothing and removes nothing for a write without a new file, and leaves seeded files alone', async () => {
    const storage = makeStorage();
    const log = recordingLog();
    await storage.put('seed/gifts/cafeteira.webp', Buffer.from('semente'), 'image/webp');
    const refused = new Error('recusado');

    await expect(
      withStoredMedia(
        { storage, log },
        async () => undefined,
        async () => {
          throw refused;
        },
      ),
    ).rejects.toBe(refused);
    const result = await withStoredMedia(
      { storage, log },
      async () => undefined,
      async () => ({ result: 'ok', replaced: ['/media/seed/gifts/cafeteira.webp', null, undefined] }),
    );

    expect(result).toBe('ok');
    expect(await keysUnder(storage, 'seed/')).toEqual(['seed/gifts/cafeteira.webp']);
    expect(log.warned).toEqual([]);
  });

  it('removes every replaced medium even when one of them fails', async () => {
    const storage = makeStorage();
    const log = recordingLog();
    const first = await processAndStoreImage(storage, 'gifts', photo);
    const second = await processAndStoreImage(storage, 'gifts', photo);
    const failingFirst = (target: Storage, url: string) =>
      url === first.url
        ? Promise.reject(new Error('falhou'))
        : Promise.all(filesOf(second).map((key) => target.remove(key))).then(() => undefined);

    await removeReplacedMedia({ storage, log }, [first.url, second.url], failingFirst);

    expect(await keysUnder(storage, 'gifts/')).toEqual(filesOf(first));
    expect(log.warned).toHaveLength(1);
  });

  it('removes a streamed video whole when its row is refused', async () => {
    const storage = makeStorage();
    const log = recordingLog();
    const refused = new Error('a galeria está cheia');

    await expect(
      withStoredMedia(
        { storage, log },
        async () => {
          const stream = await peekStream(Readable.from([mp4Video(200_000)]));
          const format = sniffVideo(stream.head);
          if (!format) throw new Error('expected a video');
          return storeGalleryVideo(storage, stream, format);
        },
        async (video) => {
          expect(await keysUnder(storage, 'gallery/')).toEqual([video.key]);
          throw refused;
        },
        removeGalleryFiles,
      ),
    ).rejects.toBe(refused);

    expect(await keysUnder(storage, 'gallery/')).toEqual([]);
    expect(log.warned).toEqual([]);
  });
});
