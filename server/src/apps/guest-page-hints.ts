/**
 * The guest site's index.html, when served for an event's address (`/ana-e-pedro`), names what its
 * first view will need, so the browser fetches it with the page instead of after the scripts:
 * the event call the site makes first (`GET /api/guests/event/{slug}`), and the banner at the top
 * of the page, its largest image. On a phone's network that is one round trip and the banner's
 * download taken off the path to the first paint. (The avatar is small: hinting it too would only
 * share the bandwidth the scripts need.)
 *
 * Only an active event without a site password gets hints: a protected site's call answers 401
 * until the guest types the password (and its images must not show before), an unknown one 404.
 */
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { ZGuestsGetEventParamsSchema } from '@celebra/shared/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventSettings, events } from '../db/schema/index';

export type GuestPageHints = {
  /** The event call exactly as the site sends it (same URL, or the preload is not reused). */
  eventPath: string;
  /** Own-origin images of the first view: the banner, when it is one of this server's. */
  imagePaths: string[];
};

const CHECKOUT_RETURN = 'page/checkout-success';

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The slug the guest site reads from a path (guest/src/common/router.tsx): the first segment,
 * decoded; undefined for `/` and the checkout return page, which load no event.
 */
export function slugOfPath(urlPath: string): string | undefined {
  const segments = urlPath.split('/').filter(Boolean);
  if (segments.length === 0) return undefined;
  if (segments.length === 2 && segments.join('/').toLowerCase() === CHECKOUT_RETURN) return undefined;
  return decodeSegment(segments[0] as string);
}

/** Uploaded media on this server ('/media/...'); anything else is not hinted (CSP: own origin). */
function isOwnPath(url: string | null): url is string {
  return typeof url === 'string' && url.startsWith('/') && !url.startsWith('//');
}

/** The hints of the event at `slug` (as typed in the address), or undefined when it gets none. */
export async function findGuestPageHints(db: Db, slug: string): Promise<GuestPageHints | undefined> {
  // The API's own reading of the slug (trimmed, lower case, bounded), so both find the same event.
  const parsed = ZGuestsGetEventParamsSchema.safeParse({ slug });
  if (!parsed.success) return undefined;
  const [row] = await db
    .select({
      active: events.active,
      bannerUrl: events.bannerUrl,
      password: eventSettings.password,
    })
    .from(events)
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(eq(events.slug, parsed.data.slug))
    .limit(1);
  if (!row?.active || row.password !== null) return undefined;
  return {
    // The site's API client: '/api' + the route path with the slug URL-encoded (shared fillPath).
    eventPath: `/api/guests/event/${encodeURIComponent(slug)}`,
    imagePaths: [row.bannerUrl].filter(isOwnPath),
  };
}

function escapeAttribute(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** `html` with `tags` inserted before the first match of `before`, or unchanged without one. */
function insertBefore(html: string, before: RegExp, tags: string[]): string {
  const match = before.exec(html);
  if (!match || tags.length === 0) return html;
  return `${html.slice(0, match.index)}${tags.join('\n    ')}\n    ${html.slice(match.index)}`;
}

/**
 * The page with the hints as <link rel="preload"> tags. The event call goes before the scripts: it
 * is small and the page can show nothing without it; `crossorigin` matches fetch()'s CORS mode, so
 * the site's call takes the preloaded answer. The banner goes after the scripts and at the
 * browser's default (low) priority, so that a large photo does not slow the scripts down on a slow
 * network; its <img> raises the priority once the page shows it.
 */
export function addGuestPageHints(html: string, hints: GuestPageHints): string {
  const event = `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(hints.eventPath)}">`;
  const images = hints.imagePaths.map(
    (path) => `<link rel="preload" as="image" href="${escapeAttribute(path)}">`,
  );
  const withEvent = insertBefore(html, /<script\b|<\/head>/i, [event]);
  return insertBefore(withEvent, /<\/head>/i, images);
}

// The built index.html by dist folder, read again when a new build replaces it.
const builtPages = new Map<string, { mtimeMs: number; html: string }>();

async function readBuiltPage(distDir: string): Promise<string> {
  const file = path.join(distDir, 'index.html');
  const { mtimeMs } = await stat(file);
  const cached = builtPages.get(distDir);
  if (cached?.mtimeMs === mtimeMs) return cached.html;
  const html = await readFile(file, 'utf8');
  builtPages.set(distDir, { mtimeMs, html });
  return html;
}

/**
 * The guest site's index.html for `urlPath` with its event's hints, or undefined when the path
 * names no event that gets any (the built file is then sent as it is).
 */
export async function renderGuestPage(db: Db, distDir: string, urlPath: string): Promise<string | undefined> {
  const slug = slugOfPath(urlPath);
  if (slug === undefined) return undefined;
  const hints = await findGuestPageHints(db, slug);
  return hints && addGuestPageHints(await readBuiltPage(distDir), hints);
}
