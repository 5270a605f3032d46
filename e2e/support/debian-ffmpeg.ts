/**
 * Playwright records videos with its own ffmpeg build, which the journeys never download (as they
 * never download a browser). Debian's ffmpeg does the same work: when it is installed, a
 * browsers folder of the run's own (under artifacts/) holds it where Playwright looks for its
 * build, and PLAYWRIGHT_BROWSERS_PATH points there for the workers (Chromium is Debian's too,
 * by its path). Without it the journeys run without videos; traces and screenshots remain.
 */
import { existsSync, mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const DEBIAN_FFMPEG = '/usr/bin/ffmpeg';
const BROWSERS_DIR = fileURLToPath(new URL('../artifacts/.playwright-browsers/', import.meta.url));

/** The revision of Playwright's ffmpeg build: the folder name it looks for. */
function ffmpegRevision(): string {
  const require = createRequire(import.meta.url);
  const browsersJson = path.join(
    path.dirname(require.resolve('playwright-core/package.json')),
    'browsers.json',
  );
  const { browsers } = JSON.parse(readFileSync(browsersJson, 'utf8')) as {
    browsers: { name: string; revision: string }[];
  };
  const ffmpeg = browsers.find((browser) => browser.name === 'ffmpeg');
  if (!ffmpeg) throw new Error(`No ffmpeg in ${browsersJson}`);
  return ffmpeg.revision;
}

/** True when videos can be recorded (Debian's ffmpeg is installed and now where Playwright looks). */
export function useDebianFfmpeg(): boolean {
  if (!existsSync(DEBIAN_FFMPEG)) return false;
  const dir = path.join(BROWSERS_DIR, `ffmpeg-${ffmpegRevision()}`);
  const executable = path.join(dir, 'ffmpeg-linux');
  if (!existsSync(executable)) {
    mkdirSync(dir, { recursive: true });
    rmSync(executable, { force: true });
    symlinkSync(DEBIAN_FFMPEG, executable);
  }
  process.env.PLAYWRIGHT_BROWSERS_PATH = BROWSERS_DIR;
  return true;
}
