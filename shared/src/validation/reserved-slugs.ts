import { APP_HOST_PREFIXES } from '../format/app-hosts';

/**
 * Slugs an event may not take: an event's site is `site.<host>/<slug>`, so a slug is the first
 * segment of a path, and these are the platform's own. The server answers `/api` and `/media` on
 * every host name before any app; the apps' builds keep their files under `/assets`; the event
 * site's checkout return page is `/page/checkout-success`. An event at one of them would be
 * unreachable, or would stand where the platform's own page should. The rest are the apps' names
 * and first path segments, and the names crawlers and tools ask for at the root, kept free so that
 * no site can pass for the platform's own pages (and so they can be served later without taking a
 * host's address away). Names with a dot (robots.txt, favicon.ico, index.html, .well-known) never
 * match the slug pattern, so their stems stand for them here.
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  // Served by the server on every host name, and the apps' built files.
  'api',
  'media',
  'assets',
  'page',
  // Prometheus's scrape path on the main port when METRICS_TOKEN is set (plugins/metrics.ts).
  'metrics',
  // The apps' host name prefixes and the host dashboard's own first path segments.
  ...Object.values(APP_HOST_PREFIXES),
  'login',
  'logout',
  'register',
  'pre-register',
  // The legal pages, on the guest site and the host app alike.
  'privacidade',
  'termos',
  // What browsers, crawlers and tools ask for at the root, without their extensions.
  'index',
  'robots',
  'sitemap',
  'favicon',
  'manifest',
  'well-known',
  'static',
  'public',
  'health',
  'openapi',
  'docs',
]);

export const RESERVED_SLUG_MESSAGE = 'Este link é reservado pela plataforma, por favor, crie outro.';

/** True when `slug` (already trimmed and lower-cased) is one of the platform's own paths. */
export function isReservedSlug(slug: string): boolean {
  return RESERVED_SLUGS.has(slug);
}
