import { copyFile, mkdir, readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * Copies the folder `from` into `to`, file by file, keeping each file's and folder's mode. A file
 * that vanishes while the copy runs (a live database drops its temporary files) is skipped;
 * `skip(relativePath, isFolder)` leaves out a file, or a folder's content (the folder itself is
 * still made, empty).
 */
export async function copyTree(
  from: string,
  to: string,
  skip: (relative: string, isFolder: boolean) => boolean = () => false,
): Promise<void> {
  await walk('');

  async function walk(relative: string): Promise<void> {
    const source = path.join(from, relative);
    const { mode } = await stat(source);
    await mkdir(path.join(to, relative), { recursive: true, mode: mode & 0o7777 });
    const entries = await readdir(source, { withFileTypes: true }).catch(ignoreVanished([]));
    for (const entry of entries) {
      const child = path.join(relative, entry.name);
      if (entry.isDirectory()) {
        if (skip(child, true)) await mkdir(path.join(to, child), { recursive: true, mode: 0o700 });
        else await walk(child).catch(ignoreVanished(undefined));
      } else if (entry.isFile() && !skip(child, false)) {
        await copyFile(path.join(from, child), path.join(to, child)).catch(ignoreVanished(undefined));
      }
    }
  }
}

function ignoreVanished<T>(fallback: T) {
  return (error: NodeJS.ErrnoException): T => {
    if (error.code === 'ENOENT') return fallback;
    throw error;
  };
}
