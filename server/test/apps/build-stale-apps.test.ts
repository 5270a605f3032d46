import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppSite } from '../../src/apps/app-sites';
import { type BuildTree, buildIfStale, findStaleReason } from '../../src/apps/build-stale-apps';

const root = await mkdtemp(path.join(tmpdir(), 'celebra-build-stale-'));
afterAll(() => rm(root, { recursive: true, force: true }));

const tree: BuildTree = {
  root,
  commonSources: [path.join(root, 'shared', 'src'), path.join(root, 'package-lock.json')],
};
await mkdir(path.join(root, 'shared', 'src'), { recursive: true });
await writeFile(path.join(root, 'shared', 'src', 'format.ts'), 'export {};\n');
await writeFile(path.join(root, 'package-lock.json'), '{}\n');

// A build that writes an index.html big enough to be compressed, and counts its runs.
const BUILD = `node -e "const fs=require('fs');fs.mkdirSync('dist',{recursive:true});fs.writeFileSync('dist/index.html','<p>oi</p>'.repeat(300));fs.appendFileSync('builds.txt','x')"`;

let count = 0;
/** A workspace with sources, a test file and node_modules; its build script as given. */
async function makeApp(scripts: Record<string, string> = { build: BUILD }): Promise<AppSite> {
  count += 1;
  const dir = path.join(root, `app-${count}`);
  await mkdir(path.join(dir, 'src'), { recursive: true });
  await mkdir(path.join(dir, 'node_modules', 'x'), { recursive: true });
  await writeFile(path.join(dir, 'package.json'), JSON.stringify({ name: `app-${count}`, scripts }));
  await writeFile(path.join(dir, 'index.html'), '<div id="root"></div>');
  await writeFile(path.join(dir, 'src', 'main.tsx'), 'export {};\n');
  await writeFile(path.join(dir, 'src', 'main.test.tsx'), 'export {};\n');
  await writeFile(path.join(dir, 'node_modules', 'x', 'index.js'), '');
  return {
    workspace: `app-${count}`,
    subdomain: `app${count}`,
    title: 'App',
    description: 'App',
    dir,
    distDir: path.join(dir, 'dist'),
  };
}

const quiet = () => undefined;

/** A build made by hand (`npm run build -w x`), half a minute after the sources were written. */
async function builtByHand(app: AppSite) {
  await mkdir(app.distDir, { recursive: true });
  const index = path.join(app.distDir, 'index.html');
  await writeFile(index, '<p>oi</p>'.repeat(300));
  const built = new Date(Date.now() + 30_000);
  await utimes(index, built, built);
}
const builds = async (app: AppSite) =>
  (await readFile(path.join(app.dir, 'builds.txt'), 'utf8').catch(() => '')).length;
const later = new Date(Date.now() + 60_000);

/** Dates a file (or folder) a minute after the build, as an edit made after it. */
const touchLater = (file: string) => utimes(file, later, later);

describe('npm start builds an app only when its build is missing or older than a source', () => {
  it('builds an app with no build yet, and writes the compressed copies', async () => {
    const app = await makeApp();
    expect(await findStaleReason(app, tree)).toBe('no build yet');

    expect(await buildIfStale(app, { tree, print: quiet })).toBe('built');

    expect(await builds(app)).toBe(1);
    expect(existsSync(path.join(app.distDir, 'index.html.br'))).toBe(true);
    expect(existsSync(path.join(app.distDir, 'index.html.gz'))).toBe(true);
  });

  it('builds nothing the second time when nothing changed, and says so', async () => {
    const app = await makeApp();
    await builtByHand(app);
    const lines: string[] = [];

    expect(await buildIfStale(app, { tree, print: (text) => lines.push(text) })).toBe('up to date');

    expect(await builds(app)).toBe(0);
    expect(lines.join('')).toBe(`  ${app.workspace}: up to date\n`);
    // The compressed copies a build by hand lacks are written all the same.
    expect(existsSync(path.join(app.distDir, 'index.html.br'))).toBe(true);
  });

  it('builds again after an edit to its sources, naming the file', async () => {
    const app = await makeApp();
    await builtByHand(app);
    await touchLater(path.join(app.dir, 'src', 'main.tsx'));
    const lines: string[] = [];

    expect(await buildIfStale(app, { tree, print: (text) => lines.push(text) })).toBe('built');

    expect(lines.join('')).toMatch(
      new RegExp(`^  ${app.workspace}: building \\(${app.workspace}/src/main.tsx changed\\)… done in`),
    );
    expect(await builds(app)).toBe(1);
  });

  it('builds again after an edit to its index.html or its package.json', async () => {
    const app = await makeApp();
    await builtByHand(app);
    await touchLater(path.join(app.dir, 'index.html'));
    expect(await findStaleReason(app, tree)).toBe(`${app.workspace}/index.html changed`);

    const other = await makeApp();
    await builtByHand(other);
    await touchLater(path.join(other.dir, 'package.json'));
    expect(await findStaleReason(other, tree)).toBe(`${other.workspace}/package.json changed`);
  });

  it('builds again after an edit to what every app bundles (shared, the lockfile)', async () => {
    const app = await makeApp();
    await builtByHand(app);
    const shared = path.join(root, 'shared', 'src', 'format.ts');
    const before = new Date();
    await touchLater(shared);

    expect(await findStaleReason(app, tree)).toBe('shared/src/format.ts changed');
    await utimes(shared, before, before);
  });

  it('does not build again for an edited test file or an installed package', async () => {
    const app = await makeApp();
    await builtByHand(app);
    await touchLater(path.join(app.dir, 'src', 'main.test.tsx'));
    await touchLater(path.join(app.dir, 'node_modules', 'x', 'index.js'));

    expect(await findStaleReason(app, tree)).toBeUndefined();
  });

  it('goes on after a failed build, printing its output', async () => {
    const app = await makeApp({ build: 'node -e "console.error(\'erro de compilação\'); process.exit(1)"' });
    const lines: string[] = [];

    expect(await buildIfStale(app, { tree, print: (text) => lines.push(text) })).toBe('failed');

    const output = lines.join('');
    expect(output).toContain(`${app.workspace}: building (no build yet)… FAILED after`);
    expect(output).toContain('erro de compilação');
    expect(output).toContain('the server starts anyway');
  });

  it('skips a workspace without a build script', async () => {
    const app = await makeApp({});
    const lines: string[] = [];

    expect(await buildIfStale(app, { tree, print: (text) => lines.push(text) })).toBe('skipped');
    expect(lines.join('')).toContain('no build script');
  });
});
