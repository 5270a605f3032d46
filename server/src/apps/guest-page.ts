/**
 * The guest site's index.html as served for an event's address (`/ana-e-pedro`): the built page
 * with the event's first view already in it, rendered by the site's own components on the server
 * (guest-first-view.ts), and the event itself, the very answer of `GET /api/guests/event/{slug}`,
 * as a `<script type="application/json">` (data, not run: the Content-Security-Policy allows it).
 * A phone then paints the top of the page as soon as the HTML is in, instead of after the site's
 * script has downloaded, run and called the API; the script hydrates that view from the embedded
 * event, without that call.
 *
 * The head also carries the tags a shared link's preview is drawn from (link-preview-tags.ts),
 * with a 1200 × 630 image made from the banner and kept in storage (media/ensure-link-preview.ts),
 * and the page's robots directive (search-engines.ts): `noindex` unless the host lets search
 * engines list the site and it has no password. It is part of the written page, so it costs no
 * query of its own, and changes with the settings: saving them changes the event's document.
 *
 * The event comes from the same place as the API's answer (app.publicEventCache, kept true by
 * PostgreSQL NOTIFY; the database when it is off), so the page says what the API would. Only an
 * active event without a site password gets it: a protected site answers 401 until the guest
 * types the password, so its page has the event's title and the platform's preview card alone,
 * nothing else of it. A disabled, deleted or unknown one answers 404 (noindex) with the built page
 * as it is, whose script then shows the site's not-found screen; `/` and the checkout return page
 * get the built page as it is, a 200.
 */
import { ZGuestsGetEventParamsSchema, ZGuestsGetEventResponseSchema } from '@celebra/shared/api';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { loadPublicDocument } from '../domain/event/load-public-document';
import { escapeHtml } from '../html/escape-html';
import { sendEncodedBody } from '../http/send-encoded-body';
import { ensureGenericPreview, ensureLinkPreview } from '../media/ensure-link-preview';
import { withScriptSources } from '../plugins/security';
import { EncodedBody } from '../read-model/public-event-cache/encoded-body';
import type { PublicEventCache } from '../read-model/public-event-cache/public-event-cache';
import type { Storage } from '../storage/storage';
import { inlineScriptHashes, readEventPageTemplate } from './event-page-template';
import { type FirstViewRenderer, loadFirstViewRenderer } from './guest-first-view';
import { linkPreviewTags } from './link-preview-tags';
import { ROBOTS_INDEX, ROBOTS_NOINDEX, robotsMetaTag } from './search-engines';

/** The id of the embedded event, which guest/src/routes/event/event-page/embedded-event.ts reads. */
export const EMBEDDED_EVENT_ID = 'celebra-event';

const CHECKOUT_RETURN = 'page/checkout-success';

/** The guest site's legal pages (guest/src/common/router.tsx): reserved slugs, never an event. */
const LEGAL_PAGES = new Set(['privacidade', 'termos']);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The slug the guest site reads from a path (guest/src/common/router.tsx): the first segment,
 * decoded; undefined for `/`, the checkout return page and the legal pages, which load no event.
 */
export function slugOfPath(urlPath: string): string | undefined {
  const segments = urlPath.split('/').filter(Boolean);
  if (segments.length === 0) return undefined;
  if (segments.length === 2 && segments.join('/').toLowerCase() === CHECKOUT_RETURN) return undefined;
  if (segments.length === 1 && LEGAL_PAGES.has((segments[0] as string).toLowerCase())) return undefined;
  return decodeSegment(segments[0] as string);
}

/** `html` with `text` inserted at the first match of `at` (before it, or after it), or unchanged. */
function insert(html: string, at: RegExp, text: string, where: 'before' | 'after'): string {
  const match = at.exec(html);
  if (!match) return html;
  const index = where === 'before' ? match.index : match.index + match[0].length;
  return `${html.slice(0, index)}${text}${html.slice(index)}`;
}

/** The template's <title> replaced by `title` (through a function: see writeEventPage). */
function withTitle(template: string, title: string): string {
  const tag = `<title>${escapeHtml(title)}</title>`;
  return template.replace(/<title>[^<]*<\/title>/i, () => tag);
}

/**
 * The page template (event-page-template.ts) with the event in it: its title and `headTags` (the
 * link preview's, already escaped) in the head, and, when there is a renderer, the theme colour
 * and the first view's styles in the head and its markup inside #root; the answer's JSON before </body>. The JSON's `<` are written `\u003c` (the
 * same string to JSON.parse), so no text of the host can close the script element. The host's
 * text goes in through replacer functions and slices, never as a replacement string, where `$&`,
 * `$'` or `` $` `` in a title would paste pieces of the template into the page.
 */
export function writeEventPage(
  template: string,
  answerJson: string,
  renderer: FirstViewRenderer | undefined,
  headTags = '',
): string {
  const answer = ZGuestsGetEventResponseSchema.parse(JSON.parse(answerJson));
  const data = answerJson.replace(/</g, '\\u003c');
  let html = insert(withTitle(template, answer.event.title), /<\/head>/i, headTags, 'before');
  if (renderer) {
    const view = renderer.renderFirstView(answer);
    const themeColor = escapeHtml(view.themeColor);
    html = html.replace(
      /(<meta name="theme-color" content=")[^"]*(")/i,
      (_match, before: string, after: string) => `${before}${themeColor}${after}`,
    );
    html = insert(html, /<\/head>/i, view.styles, 'before');
    html = insert(html, /<div id="root">/i, view.html, 'after');
  }
  return insert(
    html,
    /<\/body>/i,
    `<script type="application/json" id="${EMBEDDED_EVENT_ID}">${data}</script>\n`,
    'before',
  );
}

/**
 * The page of a site behind a password: the built page with the event's title and `headTags`
 * (the preview's, made from the title alone) in its head, and nothing else of the event.
 */
export function writeProtectedEventPage(template: string, title: string, headTags: string): string {
  return insert(withTitle(template, title), /<\/head>/i, headTags, 'before');
}

// Each cached answer's page, rendered and written once (and compressed once, by EncodedBody): it
// lives beside the answer in the public event cache, goes with it when the cache drops it (a new
// version of the event), and is written again for a new build.
type WrittenPage = {
  template: string;
  renderer: FirstViewRenderer | undefined;
  siteUrl: string | undefined;
  restricted: boolean;
  indexable: boolean;
  page: EncodedBody;
};
const eventPages = new WeakMap<EncodedBody, WrittenPage>();
// The written pages whose robots directive is ROBOTS_INDEX, for their X-Robots-Tag (sendGuestPage).
const indexablePages = new WeakSet<EncodedBody>();

/** The CSP sources of the scripts each written page carries inline (its loader). */
const pageScripts = new WeakMap<EncodedBody, string[]>();

/** Where the guest site's build is: its page, and the server build that renders its first view. */
export type GuestBuild = { distDir: string; renderer?: string };

export type GuestPageSource = {
  db: Db;
  cache?: PublicEventCache;
  /**
   * Where the link preview's image is kept and the site's public origin (config.appUrls.site) its
   * addresses are written from; without it, a page has no preview tags and a protected site's
   * is the built one.
   */
  preview?: { storage: Storage; siteUrl: string };
};

/**
 * What the guest site answers for a path: its event's page; `missing` when the path names an event
 * that is not there to show (unknown, deleted or disabled: a 404, so a search engine drops the
 * address and a shared link's preview has nothing, the built page telling the guest in its own
 * words); `built` for a path that names no event (`/`, the checkout return, the legal pages) or a
 * protected site without the preview's storage.
 */
export type GuestPageAnswer = { kind: 'page'; page: EncodedBody } | { kind: 'missing' } | { kind: 'built' };

/**
 * The guest site's page for `urlPath` with its event in it, or undefined when the path names no
 * event whose content may be shown (the built file is then sent as it is).
 */
export async function renderGuestPage(
  source: GuestPageSource,
  build: GuestBuild,
  urlPath: string,
): Promise<EncodedBody | undefined> {
  const answer = await answerGuestPage(source, build, urlPath);
  return answer.kind === 'page' ? answer.page : undefined;
}

/** What the guest site answers for `urlPath` (see GuestPageAnswer). */
export async function answerGuestPage(
  source: GuestPageSource,
  build: GuestBuild,
  urlPath: string,
): Promise<GuestPageAnswer> {
  const typed = slugOfPath(urlPath);
  if (typed === undefined) return { kind: 'built' };
  // The API's own reading of the slug (trimmed, lower case, bounded), so both find the same event.
  const parsed = ZGuestsGetEventParamsSchema.safeParse({ slug: typed });
  // A segment the API would refuse as a slug names no event either.
  if (!parsed.success) return { kind: 'missing' };
  const page = await writeGuestPage(source, build, parsed.data.slug);
  return page ? { kind: 'page', page } : page === null ? { kind: 'missing' } : { kind: 'built' };
}

/** The page of the event at `slug`; null when there is none to show, undefined for the built one. */
async function writeGuestPage(
  { db, cache, preview }: GuestPageSource,
  build: GuestBuild,
  slug: string,
): Promise<EncodedBody | null | undefined> {
  const load = () => loadPublicDocument(db, slug);
  const document = cache ? await cache.find(slug, load) : await load();
  if (!document?.active || !document.body) return null;
  const restricted = document.password !== null;
  if (restricted && !preview) return undefined;
  const indexable = !restricted && document.allowSearchEngines === true;
  const template = await readEventPageTemplate(build.distDir);
  const renderer = build.renderer && !restricted ? await loadFirstViewRenderer(build.renderer) : undefined;
  const siteUrl = preview?.siteUrl;
  const written = eventPages.get(document.body);
  if (
    written?.template === template &&
    written.renderer === renderer &&
    written.siteUrl === siteUrl &&
    written.restricted === restricted &&
    written.indexable === indexable
  )
    return written.page;
  const answerJson = document.body.identity.toString('utf8');
  const { event } = ZGuestsGetEventResponseSchema.parse(JSON.parse(answerJson));
  let headTags = robotsMetaTag(indexable ? ROBOTS_INDEX : ROBOTS_NOINDEX);
  if (preview) {
    const image = restricted
      ? await ensureGenericPreview(preview.storage)
      : await ensureLinkPreview(preview.storage, event.bannerUrl);
    headTags += linkPreviewTags({ event, siteUrl: preview.siteUrl, image, restricted });
  }
  const html = restricted
    ? writeProtectedEventPage(template, event.title, headTags)
    : writeEventPage(template, answerJson, renderer, headTags);
  const page = new EncodedBody(html);
  if (indexable) indexablePages.add(page);
  pageScripts.set(page, inlineScriptHashes(html));
  eventPages.set(document.body, { template, renderer, siteUrl, restricted, indexable, page });
  return page;
}

/**
 * Sends a page from renderGuestPage: revalidated on every load (`no-cache`, as the built
 * index.html: a new build or a changed event shows at the next one) with its ETag, brotli or gzip
 * as the browser accepts; its X-Robots-Tag says what its robots meta tag says.
 */
export function sendGuestPage(request: FastifyRequest, reply: FastifyReply, page: EncodedBody) {
  reply.header('x-robots-tag', indexablePages.has(page) ? ROBOTS_INDEX : ROBOTS_NOINDEX);
  // The page's inline loader, allowed by its hash and by nothing wider.
  const scripts = pageScripts.get(page) ?? [];
  const policy = reply.getHeader('content-security-policy');
  if (scripts.length > 0 && typeof policy === 'string')
    reply.header('content-security-policy', withScriptSources(policy, scripts));
  return sendEncodedBody(request, reply, page, {
    contentType: 'text/html; charset=utf-8',
    cacheControl: 'no-cache',
  });
}
