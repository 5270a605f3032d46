import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/**
 * The system's `tar` (GNU or BSD, on every Linux and macOS), gzip-compressed: `create` packs the
 * content of `folder` into `archive`, `extract` unpacks `archive` into `folder`.
 */
export async function runTar(action: 'create' | 'extract', archive: string, folder: string): Promise<void> {
  const args = action === 'create' ? ['-czf', archive, '-C', folder, '.'] : ['-xzf', archive, '-C', folder];
  await run('tar', args, { maxBuffer: 1024 * 1024 });
}
