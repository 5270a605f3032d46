/**
 * `npm start`'s first step: builds each browser app (admin, host, guest) whose build is missing
 * or older than its sources, then writes the compressed copies the server sends. A later start
 * with nothing changed builds nothing. An app that fails to build does not stop the start: its
 * host then shows a page asking for the build, and the other apps and the API still run.
 *
 *   node --import tsx server/src/cli/build-stale.ts
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { APP_SITES, type AppSite } from '../apps/app-sites';
import { compressDist } from '../apps/compress-dist';
import { REPO_ROOT } from '../paths';

// What every app bundles besides its own folder: the shared and UI packages, and the installed versions.
const COMMON_SOURCES = [
  path.join(REPO_ROOT, 'shared', 'src'),
  path.join(REPO_ROOT, 'ui', 'src'),
  path.join(REPO_ROOT, 'package-lock.json'),
];
// Tests are never bundled: editing one is no reason to build again.
const TEST_FILE = /\.(test|spec)\.[cm]?[jt]sx?$/;

type Newest = { file: string; time: number };

async function findNewest(target: string): Promise<Newest | undefined> {
  const info = await stat(target).catch(() => undefined);
  if (!info) return undefined;
  if (!info.isDirectory()) return { file: target, time: info.mtimeMs };
  let newest: Newest | undefined;
  for (const entry of await readdir(target, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || TEST_FILE.test(entry.name)) continue;
    const found = await findNewest(path.join(target, entry.name));
    if (found && (!newest || found.time > newest.time)) newest = found;
  }
  return newest;
}

async function sourcesOf(app: AppSite): Promise<string[]> {
  const names = await readdir(app.dir);
  const own = names.filter(
    (name) =>
      ['src', 'public', 'index.html', 'package.json'].includes(name) || name.startsWith('vite.config.'),
  );
  return [...own.map((name) => path.join(app.dir, name)), ...COMMON_SOURCES];
}

/** Why the app needs a build, or undefined when its build is newer than every source. */
async function findStaleReason(app: AppSite): Promise<string | undefined> {
  const built = await stat(path.join(app.distDir, 'index.html')).catch(() => undefined);
  if (!built) return 'no build yet';
  for (const source of await sourcesOf(app)) {
    const newest = await findNewest(source);
    if (newest && newest.time > built.mtimeMs) return `${path.relative(REPO_ROOT, newest.file)} changed`;
  }
  return undefined;
}

async function hasBuildScript(app: AppSite): Promise<boolean> {
  const manifest = JSON.parse(await readFile(path.join(app.dir, 'package.json'), 'utf8'));
  return typeof manifest.scripts?.build === 'string';
}

/** Runs the app's build script quietly; its output is printed only when it fails. */
function runBuild(app: AppSite): Promise<{ ok: boolean; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('npm', ['run', 'build'], { cwd: app.dir, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      // Ctrl-C during a build stops `npm start` altogether, as it would without this step.
      if (signal) process.exit(130);
      resolve({ ok: code === 0, output });
    });
  });
}

async function buildIfStale(app: AppSite): Promise<void> {
  const reason = await findStaleReason(app);
  if (reason) {
    if (!(await hasBuildScript(app))) {
      console.log(`  ${app.workspace}: no build script in ${app.workspace}/package.json yet, skipped`);
      return;
    }
    process.stdout.write(`  ${app.workspace}: building (${reason})… `);
    const started = performance.now();
    const { ok, output } = await runBuild(app);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (!ok) {
      console.log(`FAILED after ${seconds} s\n${output.trimEnd()}\n`);
      console.log(
        `  ${app.workspace}: the server starts anyway; its address shows a page asking for the build.`,
      );
      return;
    }
    console.log(`done in ${seconds} s`);
  } else {
    console.log(`  ${app.workspace}: up to date`);
  }
  // Also after a build made by hand (`npm run build -w guest`), which writes no compressed copies.
  await compressDist(app.distDir);
}

console.log('Building the apps whose sources changed:');
const started = performance.now();
// One after another: each Vite build already uses every core.
for (const app of APP_SITES) await buildIfStale(app);
console.log(`Apps ready in ${((performance.now() - started) / 1000).toFixed(1)} s.\n`);
