import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { keyOf, mediaUrl, safeKey } from './media-key';
import type { Storage } from './storage';

// What a write leaves while it is in progress: '<key>.<12 hex>.tmp', and readiness's '.ready-<12 hex>'.
const TEMPORARY_NAME = /(?:\.[0-9a-f]{12}\.tmp|^\.ready-[0-9a-f]{12})$/;
/** Older than this, a temporary file is no write in progress (of this instance or another one). */
const TEMPORARY_MAX_AGE_MS = 60 * 60 * 1000;

/** Media on the local disk under `root`, served by the storage plugin at /media/<key>. */
export class LocalStorage implements Storage {
  constructor(readonly root: string) {}

  async put(key: string, body: Buffer, _contentType: string): Promise<string> {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file; a random name per write, so two
    // writers of one key (two instances seeding at once) each rename a whole file of their own.
    // A write that fails (a full disk) removes what it began.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, body);
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return mediaUrl(key);
  }

  async putStream(key: string, body: Readable, _contentType: string): Promise<string> {
    const file = this.fileFor(key);
    await mkdir(path.dirname(file), { recursive: true });
    // Same write-then-rename as put; a stream that fails half-way leaves no partial file behind.
    // The file is opened before piping: a write stream opening its own path could still create
    // the file after a failed pipeline had already removed it.
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    const handle = await open(temporary, 'w');
    try {
      await pipeline(body, handle.createWriteStream());
      await rename(temporary, file);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return mediaUrl(key);
  }

  async remove(keyOrUrl: string): Promise<void> {
    const key = keyOf(keyOrUrl);
    // Seeded or legacy absolute URLs (another host) are not ours to delete.
    if (key === undefined) return;
    await rm(this.fileFor(key), { force: true });
  }

  async read(keyOrUrl: string): Promise<Buffer | undefined> {
    const key = keyOf(keyOrUrl);
    if (key === undefined) return undefined;
    return readFile(this.fileFor(key)).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT' || error.code === 'EISDIR' || error.code === 'ENOTDIR') return undefined;
      throw error;
    });
  }

  async has(keyOrUrl: string): Promise<boolean> {
    const key = keyOf(keyOrUrl);
    if (key === undefined) return false;
    return stat(this.fileFor(key)).then(
      (info) => info.isFile(),
      () => false,
    );
  }

  async check(): Promise<void> {
    // A write and a removal, not a stat: a disk that is full, read-only or gone must fail
    // readiness, and only writing shows it. The folder is not made again here (the storage
    // plugin makes it at start): an unmounted volume must fail, not be replaced by an empty
    // folder. The name is one no key can take (keys never start with a dot), and random, so
    // instances sharing the folder never race on it.
    const probe = path.join(this.root, `.ready-${randomBytes(6).toString('hex')}`);
    try {
      await writeFile(probe, 'ok');
    } finally {
      await rm(probe, { force: true });
    }
  }

  /**
   * Removes the temporary files older than an hour: what a write cut by a crash or a kill left
   * (a failed write removes its own). Younger ones may be writes in progress of another instance
   * sharing the folder. Returns how many were removed.
   */
  async sweepTemporaryFiles(maxAgeMs = TEMPORARY_MAX_AGE_MS): Promise<number> {
    const entries = await readdir(this.root, { recursive: true, withFileTypes: true }).catch(
      (error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return [];
        throw error;
      },
    );
    const cutoff = Date.now() - maxAgeMs;
    let removed = 0;
    for (const entry of entries) {
      if (!entry.isFile() || !TEMPORARY_NAME.test(entry.name)) continue;
      const file = path.join(entry.parentPath, entry.name);
      const info = await stat(file).catch(() => undefined);
      if (!info || info.mtimeMs > cutoff) continue;
      await rm(file, { force: true });
      removed += 1;
    }
    return removed;
  }

  async *list(prefix: string): AsyncIterable<{ key: string; lastModified: Date }> {
    // The prefix is the server's own folder name, never a client's.
    const folder = path.join(this.root, prefix);
    const entries = await readdir(folder, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      // A file being written is '<name>.<random>.tmp' until renamed into place: not a medium yet.
      if (entry.name.startsWith('.') || entry.name.endsWith('.tmp')) continue;
      const key = path.relative(this.root, file).split(path.sep).join('/');
      const info = await stat(file).catch(() => undefined);
      if (info) yield { key, lastModified: info.mtime };
    }
  }

  private fileFor(key: string): string {
    return path.join(this.root, safeKey(key));
  }
}
