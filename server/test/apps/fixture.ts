import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { APP_SITES, type AppSite } from '../../src/apps/app-sites';
import { compressDist } from '../../src/apps/compress-dist';
import { loadConfig } from '../../src/config';
import type { Db } from '../../src/db/client';
import appsPlugin from '../../src/plugins/apps';
import errorsPlugin from '../../src/plugins/errors';
import securityPlugin from '../../src/plugins/security';
import storagePlugin from '../../src/plugins/storage';
import { LocalStorage } from '../../src/storage/local-storage';

/** A bundle big enough to be compressed (≥ 1 KB), with a line the tests look for. */
export const BUNDLE = `console.log('guest bundle');\n${'export const filler = "celebra";\n'.repeat(80)}`;
export const BUNDLE_PATH = '/assets/index-Ab12Cd34.js';

export function indexHtml(app: string): string {
  return `<!doctype html><html lang="pt-BR"><head><title>${app}</title>
<script type="module" src="${BUNDLE_PATH}"></script></head><body><div id="root">app ${app}</div></body></html>`;
}

/**
 * Builds as Vite leaves them, in a temporary folder: the back office and the event site built
 * (and compressed, as `npm start` does), the host dashboard never built.
 */
async function writeFixture(root: string): Promise<AppSite[]> {
  // The event site's first view rendered by its own source (a server build is not made for tests).
  const sites = APP_SITES.map((site) => ({
    ...site,
    distDir: path.join(root, site.workspace, 'dist'),
    ...(site.renderer ? { renderer: path.join(site.dir, 'src', 'entry-server.tsx') } : {}),
  }));
  for (const site of sites) {
    if (site.workspace === 'host') continue;
    await mkdir(path.join(site.distDir, 'assets'), { recursive: true });
    await writeFile(path.join(site.distDir, 'index.html'), indexHtml(site.workspace));
    await writeFile(path.join(site.distDir, BUNDLE_PATH), BUNDLE);
    await writeFile(path.join(site.distDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    await writeFile(path.join(site.distDir, '.env'), 'SECRET=1');
    await compressDist(site.distDir);
  }
  return sites;
}

export type AppsFixture = { app: FastifyInstance; root: string; sites: AppSite[]; mediaDir: string };

/**
 * The apps plugin as app.ts mounts it (the errors plugin's 404, the /media route, one API route
 * standing in for /api), on the fixture builds. `env` sets configuration variables (SEED…); `db`
 * is the database the event site's page hints are looked up in (none: no hints).
 */
export async function buildAppsFixture(
  env: Record<string, string> = {},
  options: { db?: Db } = {},
): Promise<AppsFixture> {
  const root = await mkdtemp(path.join(tmpdir(), 'celebra-apps-'));
  const sites = await writeFixture(root);
  const mediaDir = path.join(root, 'media');
  const app = Fastify();
  app.decorate('config', loadConfig({ PORT: '3000', DATA_DIR: root, NODE_ENV: 'test', ...env }));
  if (options.db) app.decorate('db', options.db);
  await app.register(errorsPlugin);
  // The security headers, as the server sends them (a page may add its inline loader's hash).
  await app.register(securityPlugin);
  await app.register(storagePlugin, { storage: new LocalStorage(mediaDir) });
  app.get('/api/health', async () => ({ success: true, message: 'ok' }));
  await app.register(appsPlugin, { sites });
  await app.ready();

  afterAll(async () => {
    await app.close();
    await rm(root, { recursive: true, force: true });
  });
  return { app, root, sites, mediaDir };
}
