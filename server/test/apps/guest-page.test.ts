import { createHash } from 'node:crypto';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderGuestPage, slugOfPath, writeEventPage } from '../../src/apps/guest-page';
import type { Db } from '../../src/db/client';
import { loadPublicDocument } from '../../src/domain/event/load-public-document';
import { PublicEventCache } from '../../src/read-model/public-event-cache/public-event-cache';
import { addGiftsToEvent, createHostEvent } from '../helpers/host-event';
import { createTestDatabase } from '../helpers/test-database';
import { buildAppsFixture, indexHtml } from './fixture';

const brotliDecompress = promisify(zlib.brotliDecompress);

const { db } = await createTestDatabase();
const t = await buildAppsFixture({}, { db });
// The guest build's loader (guest/src/load-after-paint.ts), a module that imports nothing.
const LOADER_CODE = "document.documentElement.dataset.loader='sim';";
const guestDist = t.sites.find((site) => site.workspace === 'guest')?.distDir;
if (!guestDist) throw new Error('no guest site in the fixture');
await writeFile(path.join(guestDist, 'assets', 'load-after-paint-Zz99.js'), LOADER_CODE);

const open = await createHostEvent(db, {
  event: {
    slug: 'ana-e-pedro',
    title: 'Ana & Pedro',
    subtitle: 'Vamos nos casar!',
    titleDescription: 'Bem-vindos',
    description: 'Primeira linha\n\nSegunda linha',
    color: '#E91E63',
    bannerUrl: '/media/events/banner.webp',
    avatarUrl: '/media/events/avatar.webp',
  },
});
await addGiftsToEvent(db, open.event.id, [{ name: 'Jogo de panelas', priceCents: 48_990 }]);
await createHostEvent(db, {
  event: { slug: 'com-senha', title: 'Segredo de Estado', bannerUrl: '/media/x.webp' },
  settings: { password: 'segredo' },
});
await createHostEvent(db, { event: { slug: 'desativado', title: 'Desligado', active: false } });
const hostile = await createHostEvent(db, {
  event: {
    slug: 'hostil',
    title: '<img src=x onerror=alert(1)>',
    subtitle: '',
    description: 'fim </script><script>alert(2)</script> <!-- e &amp;',
    color: 'red; background: url(x)',
    bannerUrl: null,
    avatarUrl: null,
  },
  settings: { showGiftList: false, allowGuestConfirmation: false, showGuestMessages: false },
});

// `$&`, `$'`, `` $` ``, `$1` and `$$` are patterns in a String.replace replacement string.
const DOLLARS = "Ana $& Pedro $' e $` com $1 e $$";
const dollars = await createHostEvent(db, {
  event: { slug: 'cifroes', title: DOLLARS, subtitle: "$'$`", description: '$&', bannerUrl: null },
});

function page(url: string, headers: Record<string, string> = {}) {
  return t.app.inject({ method: 'GET', url, headers: { host: 'site.localhost:3000', ...headers } });
}

/** The event the page carries for the site (the `<script type="application/json">`). */
function embeddedAnswer(html: string): unknown {
  const match = /<script type="application\/json" id="celebra-event">([^<]*)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no embedded event');
  return JSON.parse(match[1]);
}

/** What the page has inside #root, up to the embedded event. */
function rootOf(html: string): string {
  const start = html.indexOf('<div id="root">');
  if (start < 0) throw new Error('no #root');
  return html.slice(start, html.indexOf('<script type="application/json"', start));
}

async function apiAnswer(slug: string): Promise<unknown> {
  const document = await loadPublicDocument(db, slug);
  if (!document?.body) throw new Error(`no answer for ${slug}`);
  return JSON.parse(document.body.identity.toString('utf8'));
}

describe("an open event's page carries the event and its first view", () => {
  it('the answer of the event call, the top of the page as HTML, never cached', async () => {
    const response = await page('/ana-e-pedro');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.etag).toMatch(/^W\/"/);
    const html = response.body;
    expect(embeddedAnswer(html)).toEqual(await apiAnswer('ana-e-pedro'));
    expect(html).toContain('<title>Ana &#38; Pedro</title>');
    // The site's own components, rendered on the server: the hero, the intro, the top bar.
    const root = rootOf(html);
    expect(root).toMatch(/<h1 [^>]*>Ana &amp; Pedro<\/h1>/);
    expect(root).toMatch(/<p [^>]*>Vamos nos casar!<\/p>/);
    expect(root).toMatch(/<h2 [^>]*>Bem-vindos<\/h2>/);
    expect(root).toContain('>Primeira linha\n\nSegunda linha<');
    expect(root).toMatch(/<img [^>]*src="\/media\/events\/banner.webp"/);
    expect(root).toContain('alt="Foto de Ana &amp; Pedro"');
    // Their styles in the head, under the key the browser's emotion cache reads (no second insert);
    // the event's colour, as MUI's palette derives it, in them and in the theme colour.
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-emotion="css [^"]+">/);
    expect(head).toContain('background-color:#E91E63');
    expect(head).toMatch(/linear-gradient\(135deg, rgb\(219, 67, 119\), rgb\(147, 14, 60\)\)/);
    // The menu, as the settings show it.
    expect(root).toContain('aria-label="Abrir menu"');
    // No cart button while the cart is empty: it shows once a gift is in it.
    expect(root).not.toContain('aria-label="Carrinho');
    // Below the fold too, the gift list first: its button painted with the page and answering a tap
    // before the site's script has arrived (data-early-add); no part left for the browser to draw.
    expect(root).toMatch(/<h2 [^>]*>Lista de Presentes<\/h2>/);
    const add = root.match(/<button [^>]*aria-label="Adicionar Jogo de panelas ao carrinho"[^>]*>/)?.[0];
    expect(add).toMatch(/ data-early-add="\d+"/);
    expect(add).toMatch(/ data-early-max="\d+"/);
    expect(root).not.toContain('<!--$!-->');
    // The loader is in the page itself (it answers those taps as soon as the HTML is parsed),
    // allowed by its hash alone: the policy's script-src otherwise unchanged.
    expect(html).toContain(
      `<script id="celebra-app-loader" data-app="/assets/index-Ab12Cd34.js">(()=>{${LOADER_CODE}\n})();</script>`,
    );
    const hash = createHash('sha256').update(`(()=>{${LOADER_CODE}\n})();`).digest('base64');
    expect(response.headers['content-security-policy']).toMatch(
      new RegExp(`(^|;)script-src 'self' 'wasm-unsafe-eval' 'sha256-${hash.replace(/[+/]/g, '\\$&')}'(;|$)`),
    );
    expect(open.event.id).toBeGreaterThan(0);
  });

  it('on any address below the event, its slug read as the API reads it', async () => {
    for (const url of ['/ana-e-pedro/presentes?x=1', '/Ana-E-Pedro', '/%20ana-e-pedro']) {
      const response = await page(url);
      expect(embeddedAnswer(response.body), url).toEqual(await apiAnswer('ana-e-pedro'));
    }
  });

  it('writes what the host typed as text: no markup, no way out of the JSON', async () => {
    const html = (await page('/hostil')).body;
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>alert(2)');
    expect(html).not.toContain('<!-- e');
    const root = rootOf(html);
    expect(root).toMatch(/<h1 [^>]*>&lt;img src=x onerror=alert\(1\)&gt;<\/h1>/);
    expect(root).toContain('fim &lt;/script&gt;&lt;script&gt;alert(2)&lt;/script&gt;');
    // The JSON reads back as the API's answer, `<` escaped inside it.
    expect(embeddedAnswer(html)).toEqual(await apiAnswer('hostil'));
    // A colour that is not one falls back to the platform's; the title's first letter for the
    // missing avatar, no banner, no menu or cart when their sections are off.
    expect(html.slice(0, html.indexOf('</head>'))).toContain('background-color:#8c5e7a');
    expect(html.slice(0, html.indexOf('id="celebra-event"'))).not.toContain('url(x)');
    expect(root).toMatch(/<div class="MuiAvatar-root[^"]*"[^>]*>&lt;<\/div>/);
    expect(root).not.toContain('<img');
    expect(root).not.toContain('Abrir menu');
    expect(root).not.toContain('Carrinho');
    expect(hostile.event.id).toBeGreaterThan(0);
  });

  it('writes a title with $ patterns exactly as typed', async () => {
    const html = (await page('/cifroes')).body;
    const title = 'Ana $&#38; Pedro $&#39; e $` com $1 e $$';
    expect(html.match(/<title>[^<]*<\/title>/g)).toEqual([`<title>${title}</title>`]);
    expect(rootOf(html)).toMatch(/<h1 [^>]*>Ana \$&amp; Pedro \$&#x27; e \$` com \$1 e \$\$<\/h1>/);
    expect(rootOf(html)).toMatch(/<p [^>]*>\$&#x27;\$`<\/p>/);
    expect(embeddedAnswer(html)).toEqual(await apiAnswer('cifroes'));
    expect(embeddedAnswer(html)).toMatchObject({ event: { title: DOLLARS } });
    // Nothing of the template pasted in twice: one head, one root, one embedded event.
    for (const once of [/<head>/g, /<div id="root">/g, /id="celebra-event"/g, /<\/html>/g])
      expect(html.match(once), String(once)).toHaveLength(1);
    expect(dollars.event.id).toBeGreaterThan(0);
  });

  it('is sent compressed as the browser accepts, and a 304 while unchanged', async () => {
    const plain = await page('/ana-e-pedro');
    const br = await page('/ana-e-pedro', { 'accept-encoding': 'gzip, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect((await brotliDecompress(br.rawPayload)).toString('utf8')).toBe(plain.body);
    const again = await page('/ana-e-pedro', { 'if-none-match': String(plain.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
  });

  it("a protected site's title alone, without its event or first view", async () => {
    const html = (await page('/com-senha')).body;
    expect(html).toContain('<title>Segredo de Estado</title>');
    expect(html).not.toContain('celebra-event');
    expect(html).not.toContain('x.webp');
    // The built #root, no first view in it.
    expect(html).toContain('<div id="root">app guest</div>');
  });

  it('a disabled, deleted or unknown site is a 404, never indexed, with the built page', async () => {
    for (const url of ['/desativado', '/nao-existe', '/nao-existe/secao']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['x-robots-tag'], url).toMatch(/^noindex/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      // The built page: the site then says the event was not found, in its own words.
      expect(response.body, url).toBe(indexHtml('guest'));
      expect(response.body, url).not.toContain('Desligado');
    }
  });

  it('nothing of an event on / and the checkout return', async () => {
    for (const url of ['/', '/page/checkout-success?event=ana-e-pedro']) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(indexHtml('guest'));
    }
  });

  it('the other apps never get it', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/ana-e-pedro',
      headers: { host: 'admin.localhost' },
    });
    expect(response.body).toBe(indexHtml('admin'));
  });
});

describe('the event comes from the public event cache', () => {
  const guest = t.sites.find((site) => site.workspace === 'guest');
  if (!guest) throw new Error('no guest app in the list');

  it('one page per cached answer, a new one once the event changed', async () => {
    const cache = new PublicEventCache();
    cache.setListening(true);
    const first = await renderGuestPage({ db, cache }, guest, '/ana-e-pedro');
    expect(await renderGuestPage({ db, cache }, guest, '/ana-e-pedro')).toBe(first);
    cache.changed([open.event.id]);
    const after = await renderGuestPage({ db, cache }, guest, '/ana-e-pedro');
    expect(after).not.toBe(first);
    expect(after?.identity.equals(first?.identity ?? Buffer.alloc(0))).toBe(true);
  });

  it("a protected site's event is never written, cached or not", async () => {
    const cache = new PublicEventCache();
    cache.setListening(true);
    const preview = { storage: t.app.storage, siteUrl: 'http://site.localhost:3000' };
    for (const source of [
      { db, cache, preview },
      { db, preview },
    ]) {
      const written = await renderGuestPage(source, guest, '/com-senha');
      const html = written?.identity.toString('utf8') ?? '';
      expect(html).toContain('<meta property="og:title" content="Segredo de Estado">');
      expect(html).not.toContain('celebra-event');
      expect(html).not.toContain('x.webp');
    }
    // Without the preview's storage and address, it is the built page.
    expect(await renderGuestPage({ db, cache }, guest, '/com-senha')).toBeUndefined();
    expect(await renderGuestPage({ db }, guest, '/com-senha')).toBeUndefined();
  });
});

describe('a database that fails', () => {
  it('leaves the page as built: the site then loads the event itself', async () => {
    const failing = {
      select: () => {
        throw new Error('connection lost');
      },
    } as unknown as Db;
    const broken = await buildAppsFixture({}, { db: failing });
    const response = await broken.app.inject({
      method: 'GET',
      url: '/ana-e-pedro',
      headers: { host: 'site.localhost' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(indexHtml('guest'));
  });
});

describe('writeEventPage', () => {
  it("puts the event's title and colour in the head, its first view in #root", async () => {
    const answer = JSON.stringify(await apiAnswer('ana-e-pedro'));
    const template =
      '<html><head><meta name="theme-color" content="#8c5e7a" /><title>Celebra</title></head><body><div id="root"></div></body></html>';
    const renderer = {
      renderFirstView: () => ({ html: '<p>vista</p>', styles: '<style>p{}</style>', themeColor: '#E91E63' }),
    };
    const html = writeEventPage(template, answer, renderer);
    expect(html).toContain('<meta name="theme-color" content="#E91E63" />');
    expect(html).toContain('<title>Ana &#38; Pedro</title>');
    expect(html).toContain('<style>p{}</style></head>');
    expect(html).toMatch(/<div id="root"><p>vista<\/p><\/div><script type="application\/json"/);
  });

  it('without a renderer (no server build), only the title and the event', async () => {
    const answer = JSON.stringify(await apiAnswer('ana-e-pedro'));
    const html = writeEventPage(
      '<html><head><title>Celebra</title></head><body><div id="root"></div></body></html>',
      answer,
      undefined,
    );
    expect(html).toContain('<title>Ana &#38; Pedro</title>');
    expect(html).toMatch(/<div id="root"><\/div><script type="application\/json" id="celebra-event">/);
  });
});

describe('slugOfPath', () => {
  it('reads the path as the guest site does', () => {
    expect(slugOfPath('/ana-e-pedro/x')).toBe('ana-e-pedro');
    expect(slugOfPath('/jo%C3%A3o')).toBe('joão');
    expect(slugOfPath('/%E0%A4%A')).toBe('%E0%A4%A');
    expect(slugOfPath('/')).toBeUndefined();
    expect(slugOfPath('/PAGE/checkout-success/')).toBeUndefined();
    expect(slugOfPath('/page')).toBe('page');
  });
});
