import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { STORAGE_FULL_MESSAGE } from '@celebra/shared/messages';
import { afterAll, describe, expect, it } from 'vitest';
import { describeError } from '../../src/plugins/errors';
import { LocalStorage } from '../../src/storage/local-storage';

/**
 * A write that fails half-way (a full disk, a quota, a name taken) leaves nothing behind, and what
 * a killed process left is swept at the next start. A full disk is said as such: a 507 with a
 * Portuguese message, not a 500.
 */
const root = await mkdtemp(path.join(tmpdir(), 'celebra-temporary-files-'));
afterAll(() => rm(root, { recursive: true, force: true }));

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(folder, path.join(entry.parentPath, entry.name)))
    .sort();
}

describe('a failed write of the local storage', () => {
  it('removes its temporary file, whole buffer or stream', async () => {
    const folder = await mkdtemp(path.join(root, 'failed-'));
    const storage = new LocalStorage(folder);
    // A folder where the file should go: the write succeeds, the rename into place fails.
    await mkdir(path.join(folder, 'gifts', 'taken.webp'), { recursive: true });

    await expect(storage.put('gifts/taken.webp', Buffer.alloc(1000, 1), 'image/webp')).rejects.toThrow();
    await expect(
      storage.putStream('gifts/taken.webp', Readable.from([Buffer.alloc(1000, 1)]), 'video/mp4'),
    ).rejects.toThrow();

    expect(await filesUnder(folder)).toEqual([]);
  });
});

describe('the start-up sweep of temporary files', () => {
  it('removes the temporary files and readiness probes older than an hour, nothing else', async () => {
    const folder = await mkdtemp(path.join(root, 'sweep-'));
    const storage = new LocalStorage(folder);
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    const old = ['gifts/a.webp.0a1b2c3d4e5f.tmp', 'gallery/v.mp4.aabbccddeeff.tmp', '.ready-0a1b2c3d4e5f'];
    const kept = ['gifts/a.webp', 'gifts/b.webp.ffeeddccbbaa.tmp', 'gallery/old.mp4'];
    for (const name of [...old, ...kept]) {
      await mkdir(path.dirname(path.join(folder, name)), { recursive: true });
      await writeFile(path.join(folder, name), 'x');
    }
    // Old, but not temporary: kept.
    await utimes(path.join(folder, 'gallery/old.mp4'), twoHoursAgo, twoHoursAgo);
    for (const name of old) await utimes(path.join(folder, name), twoHoursAgo, twoHoursAgo);

    expect(await storage.sweepTemporaryFiles()).toBe(old.length);

    // The recent temporary file may be a write still in progress in another instance.
    expect(await filesUnder(folder)).toEqual([...kept].sort());
  });

  it('finds nothing to do in a folder not made yet', async () => {
    expect(await new LocalStorage(path.join(root, 'never-made')).sweepTemporaryFiles()).toBe(0);
  });
});

describe('a full disk in answers', () => {
  it('is a 507 with the Portuguese message, however the error is wrapped', () => {
    for (const code of ['ENOSPC', 'EDQUOT']) {
      const error = Object.assign(new Error(`${code}: no space left on device, write`), {
        code,
        syscall: 'write',
      });
      expect(describeError(error)).toEqual({ status: 507, message: STORAGE_FULL_MESSAGE });
      expect(describeError(new Error('storing the image failed', { cause: error }))).toEqual({
        status: 507,
        message: STORAGE_FULL_MESSAGE,
      });
    }
  });
});
