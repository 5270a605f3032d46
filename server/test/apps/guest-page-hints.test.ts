import { describe, expect, it } from 'vitest';
import { addGuestPageHints, slugOfPath } from '../../src/apps/guest-page-hints';
import type { Db } from '../../src/db/client';
import { createHostEvent } from '../helpers/host-event';
import { createTestDatabase } from '../helpers/test-database';
import { buildAppsFixture, indexHtml } from './fixture';

const { db } = await createTestDatabase();
const t = await buildAppsFixture({}, { db });

const open = await createHostEvent(db, {
  event: {
    slug: 'ana-e-pedro',
    bannerUrl: '/media/events/banner.webp',
    avatarUrl: '/media/events/avatar.webp',
  },
});
await createHostEvent(db, {
  event: { slug: 'com-senha', bannerUrl: '/media/x.webp' },
  settings: { password: 'segredo' },
});
await createHostEvent(db, { event: { slug: 'desativado', active: false } });
await createHostEvent(db, {
  event: { slug: 'sem-imagens', bannerUrl: 'https://cdn.example/banner.webp', avatarUrl: null },
});

function page(url: string) {
  return t.app.inject({ method: 'GET', url, headers: { host: 'site.localhost:3000' } });
}

const EVENT_HINT = '<link rel="preload" as="fetch" crossorigin href="/api/guests/event/ana-e-pedro">';

describe("the event site's page names the first view's downloads", () => {
  it('the event call before the scripts, the banner after them, never cached', async () => {
    const response = await page('/ana-e-pedro');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    const html = response.body;
    expect(html.indexOf(EVENT_HINT)).toBeGreaterThan(0);
    expect(html.indexOf(EVENT_HINT)).toBeLessThan(html.indexOf('<script'));
    const banner = html.indexOf('<link rel="preload" as="image" href="/media/events/banner.webp">');
    expect(banner).toBeGreaterThan(html.indexOf('<script'));
    expect(banner).toBeLessThan(html.indexOf('</head>'));
    // The avatar is small: not worth the bandwidth the scripts need.
    expect(html).not.toContain('avatar.webp');
    // The page is otherwise the build's.
    expect(html.replace(/<link rel="preload"[^>]*>\n {4}/g, '')).toBe(indexHtml('guest'));
    expect(open.event.id).toBeGreaterThan(0);
  });

  it('on any address below the event, with the slug as the site will send it', async () => {
    expect((await page('/ana-e-pedro/presentes?x=1')).body).toContain(EVENT_HINT);
    // The site sends the slug as typed (the API lower-cases and trims it): the same URL here.
    expect((await page('/Ana-E-Pedro')).body).toContain(
      '<link rel="preload" as="fetch" crossorigin href="/api/guests/event/Ana-E-Pedro">',
    );
    expect((await page('/%20ana-e-pedro')).body).toContain('href="/api/guests/event/%20ana-e-pedro"');
  });

  it('only images of this server: a banner elsewhere is not named', async () => {
    const html = (await page('/sem-imagens')).body;
    expect(html).toContain('href="/api/guests/event/sem-imagens"');
    expect(html).not.toContain('as="image"');
  });

  it('nothing for a protected site (it answers 401 until the password), a disabled or unknown one', async () => {
    for (const url of [
      '/com-senha',
      '/desativado',
      '/nao-existe',
      '/',
      '/page/checkout-success?event=ana-e-pedro',
    ]) {
      const response = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml('guest'));
    }
  });

  it('the other apps never get hints', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/ana-e-pedro',
      headers: { host: 'admin.localhost' },
    });
    expect(response.body).toBe(indexHtml('admin'));
  });
});

describe('a database that fails', () => {
  it('leaves the page as built: the hints only speed it up', async () => {
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

describe('slugOfPath and addGuestPageHints', () => {
  it('read the path as the guest site does', () => {
    expect(slugOfPath('/ana-e-pedro/x')).toBe('ana-e-pedro');
    expect(slugOfPath('/jo%C3%A3o')).toBe('joão');
    expect(slugOfPath('/%E0%A4%A')).toBe('%E0%A4%A');
    expect(slugOfPath('/')).toBeUndefined();
    expect(slugOfPath('/PAGE/checkout-success/')).toBeUndefined();
    expect(slugOfPath('/page')).toBe('page');
  });

  it('escape what they write into the page', () => {
    const html = addGuestPageHints('<html><head><script src="/a.js"></script></head></html>', {
      eventPath: '/api/guests/event/a%22b',
      imagePaths: ['/media/a"><script>alert(1)</script>.webp'],
    });
    expect(html).not.toContain('<script>alert');
    expect(html).toContain('href="/media/a&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;.webp"');
  });
});
