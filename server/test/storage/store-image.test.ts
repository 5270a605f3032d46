import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { processImage } from '../../src/media/process-image';
import { storeImage } from '../../src/media/store-image';
import { LocalStorage } from '../../src/storage/local-storage';
import { phoneJpeg, storedFiles } from '../helpers/images';

const root = await mkdtemp(path.join(tmpdir(), 'celebra-store-image-'));
afterAll(() => rm(root, { recursive: true, force: true }));

/** A disk that refuses the list-size variant, as a store failing one of two writes would. */
class RefusingSmallVariant extends LocalStorage {
  override async put(key: string, body: Buffer, contentType: string): Promise<string> {
    if (key.endsWith('-small.webp')) throw new Error('disco cheio');
    return super.put(key, body, contentType);
  }
}

describe('storing both variants of an image', () => {
  it('writes both at once, and keeps neither when one of them fails', async () => {
    const image = await processImage(await phoneJpeg(800, 600));

    const stored = await storeImage(new LocalStorage(path.join(root, 'ok')), 'gifts', image);
    expect(await storedFiles(path.join(root, 'ok'))).toEqual(
      [stored.key, stored.key.replace('.webp', '-small.webp')].sort(),
    );

    await expect(
      storeImage(new RefusingSmallVariant(path.join(root, 'full')), 'gifts', image),
    ).rejects.toThrow('disco cheio');
    expect(await storedFiles(path.join(root, 'full'))).toEqual([]);
  });
});
