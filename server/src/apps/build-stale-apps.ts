/**
 * What `npm start`'s first step (cli/build-stale.ts) does: builds each browser app whose build is
 * missing or older than its sources, then writes the compressed copies the server sends. A later
 * start with nothing changed builds nothing. An app that fails to build does not stop the start:
 * its host then shows a page asking for the build, and the other apps and the API still run.
 */
import { spawn } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { REPO_ROOT } from '../paths';
import type { AppSite } from './app-sites';
import { compressDist } from './compress-dist';

/** Where the apps live and what every one of them bundles besides its own folder. */
export type BuildTree = {
  /** Reasons name files relative to it. */
  root: string;
  /** The shared and UI packages, and the installed versions. */
  commonSources: readonly string[];
};

export const REPO_TREE: BuildTree = {
  root: REPO_ROOT,
  commonSources: [
    path.join(REPO_ROOT, 'shared', 'src'),
    path.join(REPO_ROOT, 'ui', 'src'),
    path.join(REPO_ROOT, 'package-lock.json'),
  ],
};

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

async function sourcesOf(app: AppSite, tree: BuildTree): Promise<string[]> {
  const names = await readdir(app.dir);
  const own = names.filter(
    (name) =>
      ['src', 'public', 'index.html', 'package.json'].includes(name) || name.startsWith('vite.config.'),
  );
  return [...own.map((name) => path.join(app.dir, name)), ...tree.commonSources];
}

/** Why the app needs a build, or undefined when its build is newer than every source. */
export async function findStaleReason(
  app: AppSite,
  tree: BuildTree = REPO_TREE,
): Promise<string | undefined> {
  const built = await stat(path.join(app.distDir, 'index.html')).catch(() => undefined);
  if (!built) return 'no build yet';
  for (const source of await sourcesOf(app, tree)) {
    const newest = await findNewest(source);
    if (newest && newest.time > built.mtimeMs) return `${path.relative(tree.root, newest.file)} changed`;
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

/** What became of one app: built, left as it was, skipped (no build script) or failed. */
export type BuildOutcome = 'built' | 'up to date' | 'skipped' | 'failed';

/** Writes the app's lines to `print` (stdout in `npm start`). */
export async function buildIfStale(
  app: AppSite,
  {
    tree = REPO_TREE,
    print = (text) => {
      process.stdout.write(text);
    },
  }: { tree?: BuildTree; print?: (text: string) => void } = {},
): Promise<BuildOutcome> {
  const reason = await findStaleReason(app, tree);
  let outcome: BuildOutcome = 'up to date';
  if (reason) {
    if (!(await hasBuildScript(app))) {
      print(`  ${app.workspace}: no build script in ${app.workspace}/package.json yet, skipped\n`);
      return 'skipped';
    }
    print(`  ${app.workspace}: building (${reason})… `);
    const started = performance.now();
    const { ok, output } = await runBuild(app);
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    if (!ok) {
      print(`FAILED after ${seconds} s\n${output.trimEnd()}\n\n`);
      print(`  ${app.workspace}: the server starts anyway; its address shows a page asking for the build.\n`);
      return 'failed';
    }
    print(`done in ${seconds} s\n`);
    outcome = 'built';
  } else {
    print(`  ${app.workspace}: up to date\n`);
  }
  // Also after a build made by hand (`npm run build -w guest`), which writes no compressed copies.
  await compressDist(app.distDir);
  return outcome;
}
