import type { IncomingMessage, ServerResponse } from 'node:http';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The CSP source of the map tiles' origin, from a Leaflet tile URL template
 * ('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png' → 'https://*.tile.openstreetmap.org'), or
 * undefined when there is none or it is not an http(s) URL. Only that origin is allowed, never
 * the whole scheme.
 */
export function tileSource(tileUrl: string | null | undefined): string | undefined {
  const template = tileUrl?.trim();
  if (!template) return undefined;
  const match = /^(https?):\/\/([^/?#]+)/i.exec(template);
  if (!match?.[1] || !match[2]) return undefined;
  // A subdomain placeholder ({s}, {switch:a,b,c}) becomes the wildcard CSP allows there.
  const host = match[2].replace(/\{[^}]*\}/g, '*').toLowerCase();
  if (!/^(\*\.)?[a-z0-9.-]+(:\d+)?$/.test(host)) return undefined;
  return `${match[1].toLowerCase()}://${host}`;
}

/**
 * The Content-Security-Policy the three apps (admin, host, guest: Vite builds served from this
 * server) run under. Everything comes from the app's own origin:
 * - scripts: the bundles only; 'wasm-unsafe-eval' lets the host's guest-list PDF (@react-pdf,
 *   whose layout engine is WebAssembly) compile, and allows no JavaScript eval;
 * - workers: the own origin and blob: — the host's PDFs decode their PNG images (the QR codes,
 *   the emoji) with a compression library that starts its workers from a blob: URL it made
 *   itself; only the page's own scripts can make such a URL;
 * - styles: 'unsafe-inline' because MUI styles through emotion, which injects <style> elements
 *   at run time without a nonce;
 * - images: own origin (the /media uploads), data: (inline icons, previews), blob: (a photo
 *   previewed before upload) and the configured map-tile origin, nothing else;
 * - fonts come bundled (@fontsource); media (gallery videos) from the own origin and blob:;
 * - no plugins, no framing by anyone (frame-ancestors 'none', clickjacking), forms and <base>
 *   only to the own origin. The API's JSON answers carry it too: harmless, and one policy.
 */
export function contentSecurityPolicy(options: { mapTileUrl?: string | null; isHttps: boolean }) {
  const tiles = tileSource(options.mapTileUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'wasm-unsafe-eval'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'media-src': ["'self'", 'blob:'],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'frame-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  // Over plain http (local runs, the demo) an upgrade would send every asset to an https port
  // that does not exist.
  if (options.isHttps) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/**
 * `policy` (a Content-Security-Policy header) with `sources` added to its script-src: the hashes
 * of a page's own inline scripts (the guest site's loader), for that page's answer only.
 */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  return policy.replace(
    /(^|;)(\s*script-src\b[^;]*)/,
    (_match, start: string, directive: string) => `${start}${directive.trimEnd()} ${sources.join(' ')}`,
  );
}

/**
 * The headers helmet sets for `options`, worked out once: they are the same for every answer, and
 * helmet's middleware (which @fastify/helmet runs per request) rebuilds them each time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => {});
  return headers;
}

/**
 * Security headers on every answer (API, media and the apps): the CSP above, nosniff, a
 * Referrer-Policy that sends only the origin to other sites (the map tile servers ask for one),
 * X-Frame-Options DENY for browsers without frame-ancestors, and HSTS when the public address is
 * https. No CORS: nothing here sets Access-Control-Allow-Origin, so another site's scripts cannot
 * read the API's answers; the apps call it on their own origin.
 */
export default fp(
  async (app) => {
    const isHttps = app.config.publicUrl.startsWith('https:');
    const headers = securityHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: contentSecurityPolicy({ mapTileUrl: app.config.mapTileUrl, isHttps }),
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      xFrameOptions: { action: 'deny' },
      // Uploaded images are read by the apps on the sibling subdomains (admin., users., site.).
      crossOriginResourcePolicy: { policy: 'same-site' },
      // Tiles come from another site without CORP headers: requiring them would blank the map.
      crossOriginEmbedderPolicy: false,
      strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    });
    // onRequest, so that every answer has them, errors and 404s included.
    app.addHook('onRequest', (_request, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security' },
);
