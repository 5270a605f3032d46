/**
 * The guest site's built index.html made ready to carry an event's first view (guest-page.ts),
 * once per build: what changes is only what stood between the HTML's arrival and its first paint,
 * or competed with it on a phone's network.
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/** The id of the <script> of the loader (guest/src/load-after-paint.ts reads its data-app). */
export const LOADER_ID = 'celebra-app-loader';
const LOADER_FILE = /^load-after-paint-[\w-]+\.js$/;

// Above this a stylesheet stays a <link>: inlined, it would be downloaded again with every page.
const MAX_INLINED_CSS_BYTES = 16 * 1024;

/**
 * Stylesheets written into the page (the guest site's is one @font-face): a
 * <link rel="stylesheet"> holds the first paint back until it has arrived, one more round trip.
 */
async function inlineStylesheets(distDir: string, html: string): Promise<string> {
  let result = html;
  for (const [tag, href] of html.matchAll(
    /<link rel="stylesheet"[^>]*?href="\/(assets\/[\w.-]+\.css)"[^>]*>/gi,
  )) {
    const css = await readFile(path.join(distDir, href as string), 'utf8').catch(() => undefined);
    if (css === undefined || Buffer.byteLength(css) > MAX_INLINED_CSS_BYTES || /<\//.test(css)) continue;
    // A function, so a `$&` or `$'` in the stylesheet is not read as a replacement pattern.
    result = result.replace(tag, () => `<style>${css.trim()}</style>`);
  }
  return result;
}

/**
 * The site's module scripts (its entry and, when the entry awaits at its top level, the bundler's
 * runtime the entry imports: guest/src/main.tsx) replaced by the loader, which asks for them once
 * the first view has painted (guest/src/load-after-paint.ts); unchanged when the build has no
 * loader. The loader is written into the page itself when it stands alone (no import, nothing
 * that would close the element), as a classic script in its own function scope: it runs as the
 * head is parsed and answers the gift list's taps from the moment they are painted, where a
 * module (deferred until the whole page is parsed) or a file of its own (a round trip, behind the
 * page's images on a phone's network) would leave the first taps unanswered. The
 * Content-Security-Policy then allows that one script by its hash (inlineScriptHashes).
 */
async function loadAfterPaint(distDir: string, html: string): Promise<string> {
  const scripts = [
    ...html.matchAll(/<script type="module"(?: crossorigin)? src="(\/assets\/[\w.-]+\.js)"><\/script>/gi),
  ];
  const last = scripts.at(-1);
  if (!last) return html;
  const assets = await readdir(path.join(distDir, 'assets')).catch(() => []);
  const loader = assets.find((name) => LOADER_FILE.test(name));
  if (!loader) return html;
  const urls = scripts.map((script) => script[1]).join(' ');
  const code = (await readFile(path.join(distDir, 'assets', loader), 'utf8').catch(() => '')).trim();
  const standsAlone = code !== '' && !/(^|[;\s])(import|export)[\s{*"'`]|import\(|<\/script|<!--/i.test(code);
  const tag = standsAlone
    ? `<script id="${LOADER_ID}" data-app="${urls}">(()=>{${code}\n})();</script>`
    : `<script type="module" crossorigin id="${LOADER_ID}" src="/assets/${loader}" data-app="${urls}"></script>`;
  // The loader takes the place of the last one.
  return scripts.reduce(
    (result, script) => result.replace(script[0], () => (script === last ? tag : '')),
    html,
  );
}

/**
 * The CSP sources of the scripts a page carries inline (the loader, above): each one's SHA-256,
 * as `'sha256-…'`.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(new RegExp(`<script id="${LOADER_ID}"[^>]*>([\\s\\S]*?)</script>`, 'g'))].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '', 'utf8')
        .digest('base64')}'`,
  );
}

/**
 * The built page, ready for an event: the font preload removed (in Chromium a preloaded font
 * blocks rendering until it arrives, and it is only the headings'; they show in the fallback,
 * then swap to it, their line heights fixed), the stylesheets inlined, the script loaded after
 * the paint. Each event's first view and its styles go in per page (guest-page.ts).
 */
export async function prepareEventPageTemplate(distDir: string, builtHtml: string): Promise<string> {
  let html = builtHtml.replace(/\s*<link rel="preload" as="font"[^>]*>/gi, '');
  html = await inlineStylesheets(distDir, html);
  return loadAfterPaint(distDir, html);
}

// By dist folder, made again when a new build replaces index.html.
const templates = new Map<string, { mtimeMs: number; html: Promise<string> }>();

/** The template of the build in `distDir` (see prepareEventPageTemplate). */
export async function readEventPageTemplate(distDir: string): Promise<string> {
  const file = path.join(distDir, 'index.html');
  const { mtimeMs } = await stat(file);
  const cached = templates.get(distDir);
  if (cached?.mtimeMs === mtimeMs) return cached.html;
  const html = readFile(file, 'utf8').then((built) => prepareEventPageTemplate(distDir, built));
  templates.set(distDir, { mtimeMs, html });
  // A failed read is not kept: the next request tries again.
  html.catch(() => {
    if (templates.get(distDir)?.html === html) templates.delete(distDir);
  });
  return html;
}
