import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { LocalStorage } from '../../src/storage/local-storage';

const root = await mkdtemp(path.join(tmpdir(), 'celebra-local-storage-'));
afterAll(() => rm(root, { recursive: true, force: true }));
const storage = new LocalStorage(root);

describe('local disk storage', () => {
  it('reads back what it stored, by URL or key', async () => {
    const url = await storage.put('gifts/abc.txt', Buffer.from('olá'), 'text/plain');

    expect((await storage.read(url))?.toString()).toBe('olá');
    expect((await storage.read('gifts/abc.txt'))?.toString()).toBe('olá');
    expect(await storage.has(url)).toBe(true);
  });

  it('knows nothing of what it does not hold, nor of other hosts', async () => {
    expect(await storage.read('/media/gifts/missing.txt')).toBeUndefined();
    expect(await storage.has('gifts/missing.txt')).toBe(false);
    expect(await storage.has('gifts')).toBe(false);
    expect(await storage.read('https://outro.site/media/gifts/abc.txt')).toBeUndefined();
    expect(await storage.has('https://outro.site/media/gifts/abc.txt')).toBe(false);
  });

  it('refuses to read keys that could leave its folder', async () => {
    for (const key of ['../escape.txt', '/media/../package.json', '.hidden']) {
      await expect(storage.read(key)).rejects.toThrow(/Unsafe/);
      await expect(storage.has(key)).rejects.toThrow(/Unsafe/);
    }
  });

  it('is ready while its folder can be written, leaving nothing behind, and not once it is gone', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'celebra-local-ready-'));
    const probed = new LocalStorage(folder);

    await expect(probed.check()).resolves.toBeUndefined();
    expect(await readdir(folder)).toEqual([]);

    await rm(folder, { recursive: true });
    await expect(probed.check()).rejects.toThrow();
  });
});
