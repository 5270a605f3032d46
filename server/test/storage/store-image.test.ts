import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { processImage } from '../../src/media/process-image';
import { removeImageFiles, smallImageUrl, storeImage } from '../../src/media/store-image';
import { LocalStorage } from '../../src/storage/local-storage';
import { phoneJpeg, storedFiles } from '../helpers/images';

const root = await mkdtemp(path.join(tmpdir(), 'celebra-store-image-'));
afterAll(() => rm(root, { recursive: true, force: true }));

/** A disk that refuses one of the copies, as a store failing one of the writes would. */
class RefusingCopy extends LocalStorage {
  constructor(
    root: string,
    readonly refused: string,
  ) {
    super(root);
  }

  override async put(key: string, body: Buffer, contentType: string): Promise<string> {
    if (key.endsWith(this.refused)) throw new Error('disco cheio');
    return super.put(key, body, contentType);
  }
}

describe('storing an image in its four widths', () => {
  it('writes the image and its 400, 800 and 1200 px copies, and keeps none when one of them fails', async () => {
    const image = await processImage(await phoneJpeg(1600, 1200));

    const stored = await storeImage(new LocalStorage(path.join(root, 'ok')), 'gifts', image);
    expect(stored.url).toBe(`/media/${stored.key}`);
    expect(stored.smallUrl).toBe(`/media/${stored.key.replace('.webp', '-small.webp')}`);
    expect(smallImageUrl(stored.url)).toBe(stored.smallUrl);
    const widths = { '': 1600, '-w1200': 1200, '-w800': 800, '-small': 400 };
    expect(await storedFiles(path.join(root, 'ok'))).toEqual(
      Object.keys(widths)
        .map((suffix) => stored.key.replace('.webp', `${suffix}.webp`))
        .sort(),
    );
    for (const [suffix, width] of Object.entries(widths)) {
      const file = await readFile(path.join(root, 'ok', stored.key.replace('.webp', `${suffix}.webp`)));
      expect(await sharp(file).metadata()).toMatchObject({ format: 'webp', width });
    }

    for (const refused of ['-small.webp', '-w800.webp', '-w1200.webp']) {
      const folder = path.join(root, `refused${refused}`);
      await expect(storeImage(new RefusingCopy(folder, refused), 'gifts', image)).rejects.toThrow(
        'disco cheio',
      );
      expect(await storedFiles(folder)).toEqual([]);
    }
  });

  it('removes the image with every copy, and leaves what it did not store alone', async () => {
    const storage = new LocalStorage(path.join(root, 'removed'));
    const stored = await storeImage(storage, 'events', await processImage(await phoneJpeg(900, 600)));
    await storage.put('seed/events/banner.webp', Buffer.from('semente'), 'image/webp');
    expect(await storedFiles(path.join(root, 'removed'))).toHaveLength(5);

    await removeImageFiles(storage, stored.url);
    await removeImageFiles(storage, '/media/seed/events/banner.webp');

    expect(await storedFiles(path.join(root, 'removed'))).toEqual(['seed/events/banner.webp']);
    expect(smallImageUrl('/media/seed/events/banner.webp')).toBe('/media/seed/events/banner.webp');
  });
});
