/**
 * The three built apps on the API's own port, picked by the host name's first label:
 * `admin.*` → the back office, `users.*` → the host dashboard, `site.*` → the event site
 * (apps/app-sites.ts). `/api` and `/media` answer on every host; any other host shows the index
 * page at `/`. Registered after the API routes: its catch-all GET only gets what they do not match.
 *
 * Inside an app, a file of its build is sent as it is, precompressed (the .br / .gz copies
 * `npm start` writes after building); hashed files under assets/ are cached for a year, everything
 * else (index.html first) is revalidated on each load, so a new build shows at the next reload.
 * Any other path is a client-side route of the app and gets its index.html; the event site's, for
 * an event's address, carries that event and its first view, so a phone paints it before the
 * scripts have run (apps/guest-page.ts).
 *
 * Every host answers /robots.txt itself, and every answer of an app says `noindex` in its
 * X-Robots-Tag, except an event's page its host opened to search engines (apps/search-engines.ts).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { APP_SITES, type AppSite, findAppSite } from '../apps/app-sites';
import { DEMO_EVENT_SLUG, DEMO_LOGINS } from '../apps/demo';
import { answerGuestPage, sendGuestPage } from '../apps/guest-page';
import { renderIndexPage, renderMissingBuildPage } from '../apps/pages';
import { ROBOTS_NOINDEX, robotsTxt } from '../apps/search-engines';

export type AppsPluginOptions = {
  /** The apps and their builds; tests point distDir at fixture folders. */
  sites?: readonly AppSite[];
};

const ASSETS_DIR = 'assets/';
const HTML = 'text/html; charset=utf-8';
const ROBOTS_TXT_MAX_AGE_SECONDS = 24 * 60 * 60;

/** The path below the dist folder a URL path names, or undefined for `/` and anything unsafe. */
function toDistPath(urlPath: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  const relative = path.posix.normalize(decoded).replace(/^\/+/, '');
  // No way out of the folder and no dotfiles: such a path is just an unknown client route.
  if (!relative || decoded.includes('\0') || relative.split('/').some((part) => part.startsWith('.')))
    return undefined;
  return relative;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

function sendBuilt(reply: FastifyReply, distDir: string, file: string): FastifyReply {
  // The body depends on Accept-Encoding (a .br or .gz copy), which caches must know.
  reply.header('vary', 'Accept-Encoding');
  if (file.startsWith(ASSETS_DIR)) return reply.sendFile(file, distDir, { maxAge: '365d', immutable: true });
  reply.header('cache-control', 'no-cache');
  return reply.sendFile(file, distDir, { cacheControl: false });
}

async function serveApp(request: FastifyRequest, reply: FastifyReply, site: AppSite, urlPath: string) {
  // An event's page its host opened to search engines says otherwise (sendGuestPage).
  reply.header('x-robots-tag', ROBOTS_NOINDEX);
  // Checked on every request, so a build made while the server runs is served without a restart.
  if (!(await isFile(path.join(site.distDir, 'index.html')))) {
    return reply.code(503).header('cache-control', 'no-store').type(HTML).send(renderMissingBuildPage(site));
  }
  const file = toDistPath(urlPath);
  if (file && (await isFile(path.join(site.distDir, file)))) return sendBuilt(reply, site.distDir, file);
  // A missing chunk must stay a 404: an HTML page in its place breaks the app in odder ways.
  if (file?.startsWith(ASSETS_DIR)) return reply.callNotFound();
  request.log.debug({ app: site.workspace }, 'client-side route: index.html');
  const answer = site.workspace === 'guest' ? await renderGuestPageSafely(request, site, urlPath) : undefined;
  if (answer?.kind === 'page') return sendGuestPage(request, reply, answer.page);
  // No event to show at that address: the site's own not-found screen, under a 404 (noindex, above).
  if (answer?.kind === 'missing') reply.code(404);
  return sendBuilt(reply, site.distDir, 'index.html');
}

/** An event address's page with the event in it (apps/guest-page.ts); the plain page on failure. */
async function renderGuestPageSafely(request: FastifyRequest, site: AppSite, urlPath: string) {
  const { server } = request;
  if (!server.hasDecorator('db')) return undefined;
  try {
    const cache = server.hasDecorator('publicEventCache') ? server.publicEventCache : undefined;
    // The link preview's image is kept with the other media; its addresses are the site's own.
    const preview = server.hasDecorator('storage')
      ? { storage: server.storage, siteUrl: server.config.appUrls.site }
      : undefined;
    return await answerGuestPage({ db: server.db, cache, preview }, site, urlPath);
  } catch (error) {
    // The event in the page only speeds it up: without it the site still loads it itself.
    request.log.warn({ err: error }, 'guest page: event not written into it');
    return undefined;
  }
}

function isServerPath(urlPath: string): boolean {
  return ['/api', '/media'].some((prefix) => urlPath === prefix || urlPath.startsWith(`${prefix}/`));
}

export default async function appsPlugin(
  app: FastifyInstance,
  { sites = APP_SITES }: AppsPluginOptions,
): Promise<void> {
  // reply.sendFile for this plugin only (the media route registers its own instance).
  await app.register(fastifyStatic, { serve: false, preCompressed: true, dotfiles: 'deny', index: false });

  const { appUrls, shouldSeed } = app.config;
  // The same rule as the start banner: the demo logins where the demo is seeded.
  const indexPage = renderIndexPage(
    sites,
    appUrls,
    shouldSeed ? { logins: DEMO_LOGINS, eventSlug: DEMO_EVENT_SLUG } : undefined,
  );

  // Read by crawlers once a day or so; a changed rule shows at their next read.
  app.route({
    method: ['GET', 'HEAD'],
    url: '/robots.txt',
    schema: { hide: true },
    handler: async (request, reply) =>
      reply
        .header('cache-control', `public, max-age=${ROBOTS_TXT_MAX_AGE_SECONDS}`)
        .type('text/plain; charset=utf-8')
        .send(robotsTxt(findAppSite(sites, request.hostname))),
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    schema: { hide: true },
    handler: async (request, reply) => {
      const urlPath = request.url.split('?', 1)[0] ?? '/';
      // Unknown API and media paths keep the API's JSON 404 on every host.
      if (isServerPath(urlPath)) return reply.callNotFound();
      const site = findAppSite(sites, request.hostname);
      if (site) return serveApp(request, reply, site, urlPath);
      if (urlPath !== '/') return reply.callNotFound();
      return reply
        .header('cache-control', 'no-cache')
        .header('x-robots-tag', ROBOTS_NOINDEX)
        .type(HTML)
        .send(indexPage);
    },
  });
}
