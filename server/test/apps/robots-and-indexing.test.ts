import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { renderGuestPage } from '../../src/apps/guest-page';
import { eventSettings } from '../../src/db/schema/index';
import { build } from '../helpers/build';
import { createHostEvent, expectOtherHost404, expectUserOnly } from '../helpers/host-event';
import { buildAppsFixture } from './fixture';

/**
 * What search engines are told: each host's robots.txt, and each event page's robots meta tag and
 * X-Robots-Tag header, from the host's 'Permitir que buscadores encontrem o site' switch.
 */
const t = await build();
const apps = await buildAppsFixture({}, { db: t.db });

const NOINDEX = 'noindex, nofollow';
const INDEX = 'index, follow';

function get(host: string, url: string, method: 'GET' | 'HEAD' = 'GET') {
  return apps.app.inject({ method, url, headers: { host } });
}

/** The content of the page's <meta name="robots">, or undefined. */
function robotsMeta(html: string): string | undefined {
  const tags = [...html.matchAll(/<meta name="robots" content="([^"]*)">/g)];
  expect(tags.length).toBeLessThanOrEqual(1);
  return tags[0]?.[1];
}

await createHostEvent(t.db, { event: { slug: 'fechado-aos-buscadores', title: 'Casamento discreto' } });
await createHostEvent(t.db, { event: { slug: 'sem-linha', title: 'Sem configurações' }, settings: null });
await createHostEvent(t.db, {
  event: { slug: 'aberto-aos-buscadores', title: 'Casamento público' },
  settings: { allowSearchEngines: true },
});
await createHostEvent(t.db, {
  event: { slug: 'aberto-com-senha', title: 'Casamento com senha' },
  settings: { allowSearchEngines: true, password: 'segredo' },
});
await createHostEvent(t.db, {
  event: { slug: 'aberto-desativado', title: 'Casamento desligado', active: false },
  settings: { allowSearchEngines: true },
});

describe('/robots.txt', () => {
  it.each([
    ['admin.localhost:3000', 'User-agent: *\nDisallow: /\n'],
    ['users.localhost:3000', 'User-agent: *\nDisallow: /\n'],
    ['localhost:3000', 'User-agent: *\nDisallow: /\n'],
    // Crawlers may read the event pages, so that they see each page's own directive.
    ['site.localhost:3000', 'User-agent: *\nAllow: /\nDisallow: /api/\n'],
  ])('%s answers its own rules as plain text, kept for a day', async (host, body) => {
    const response = await get(host, '/robots.txt');

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.headers['cache-control']).toBe('public, max-age=86400');
    expect(response.body).toBe(body);
    expect(response.body).not.toContain('<html');
  });

  it('answers HEAD too', async () => {
    const response = await get('site.localhost:3000', '/robots.txt', 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
  });
});

describe("the apps' pages", () => {
  it.each([
    ['admin.localhost:3000', '/eventos'],
    ['site.localhost:3000', '/'],
    ['site.localhost:3000', '/privacidade'],
    ['localhost:3000', '/'],
  ])('%s%s says noindex in its header', async (host, url) => {
    const response = await get(host, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-robots-tag']).toBe(NOINDEX);
  });

  it('a dashboard whose build is missing says it too', async () => {
    const response = await get('users.localhost:3000', '/');
    expect(response.statusCode).toBe(503);
    expect(response.headers['x-robots-tag']).toBe(NOINDEX);
  });
});

describe("an event's page", () => {
  it.each([
    ['fechado-aos-buscadores', 'by default'],
    ['sem-linha', 'of an event without a settings row'],
  ])('is noindex %s (%s)', async (slug) => {
    const response = await get('site.localhost:3000', `/${slug}`);

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('celebra-event');
    expect(robotsMeta(response.body)).toBe(NOINDEX);
    expect(response.headers['x-robots-tag']).toBe(NOINDEX);
  });

  it('is listed when its host opened the site to search engines', async () => {
    const response = await get('site.localhost:3000', '/aberto-aos-buscadores');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Casamento público</title>');
    expect(robotsMeta(response.body)).toBe(INDEX);
    expect(response.headers['x-robots-tag']).toBe(INDEX);
  });

  it('is noindex behind a password, whatever the switch says', async () => {
    const response = await get('site.localhost:3000', '/aberto-com-senha');

    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<title>Casamento com senha</title>');
    expect(response.body).not.toContain('celebra-event');
    expect(robotsMeta(response.body)).toBe(NOINDEX);
    expect(response.headers['x-robots-tag']).toBe(NOINDEX);
  });

  it('is a 404 with the plain page, noindex, when the event is disabled, whatever the switch says', async () => {
    const response = await get('site.localhost:3000', '/aberto-desativado');

    // The site then asks the API, which answers 404, and shows its not-found screen.
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('Casamento desligado');
    expect(response.headers['x-robots-tag']).toBe(NOINDEX);
  });

  it('a 304 for an unchanged page keeps the header', async () => {
    const first = await get('site.localhost:3000', '/aberto-aos-buscadores');
    const again = await apps.app.inject({
      url: '/aberto-aos-buscadores',
      headers: { host: 'site.localhost:3000', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.headers['x-robots-tag']).toBe(INDEX);
  });
});

describe("the host's switch", () => {
  const base = {
    showGiftList: true,
    showGuestMessages: true,
    showEventInfo: true,
    allowGuestConfirmation: true,
    password: '',
  };

  async function storedSwitch(eventId: number) {
    const [row] = await t.db.select().from(eventSettings).where(eq(eventSettings.eventId, eventId));
    return row?.allowSearchEngines;
  }

  it('is off by default, saved and answered with the other settings', async () => {
    const { event, headers } = await createHostEvent(t.db, { event: { slug: 'festa-do-interruptor' } });
    const url = `/api/users/event/${event.id}/settings`;
    const put = (allowSearchEngines: unknown) =>
      t.app.inject({
        method: 'PUT',
        url,
        headers,
        payload: { ...base, slug: event.slug, allowSearchEngines },
      });

    expect((await t.app.inject({ url, headers })).json().settings.allowSearchEngines).toBe(false);

    const on = await put(true);
    expect(on.statusCode).toBe(200);
    expect(on.json().settings.allowSearchEngines).toBe(true);
    expect(await storedSwitch(event.id)).toBe(true);
    expect((await t.app.inject({ url, headers })).json().settings.allowSearchEngines).toBe(true);

    // Left out by an older client, the saved choice stays.
    const without = await t.app.inject({
      method: 'PUT',
      url,
      headers,
      payload: { ...base, slug: event.slug },
    });
    expect(without.statusCode).toBe(200);
    expect(without.json().settings.allowSearchEngines).toBe(true);
    expect(await storedSwitch(event.id)).toBe(true);

    const refused = await put('sim');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      success: false,
      message: 'O campo Permitir que buscadores encontrem o site é inválido.',
    });

    expect((await put(false)).json().settings.allowSearchEngines).toBe(false);
    expect(await storedSwitch(event.id)).toBe(false);
  });

  it("only the event's host may flip it", async () => {
    const { event } = await createHostEvent(t.db, { event: { slug: 'festa-alheia' } });
    const request = {
      method: 'PUT' as const,
      url: `/api/users/event/${event.id}/settings`,
      payload: { ...base, slug: event.slug, allowSearchEngines: true },
    };
    await expectUserOnly(t, request);
    await expectOtherHost404(t, request);
    expect(await storedSwitch(event.id)).toBe(false);
  });

  it("changes the cached page's directive at the next load", async () => {
    const guest = apps.sites.find((site) => site.workspace === 'guest');
    if (!guest) throw new Error('no guest app in the list');
    const { event, headers } = await createHostEvent(t.db, { event: { slug: 'festa-em-cache' } });
    const cache = t.app.publicEventCache;
    const render = () => renderGuestPage({ db: t.db, cache }, guest, '/festa-em-cache');
    await t.app.publicEventChangesHeard();
    const before = await render();
    expect(cache.has('festa-em-cache')).toBe(true);
    expect(robotsMeta(before?.identity.toString('utf8') ?? '')).toBe(NOINDEX);

    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event/${event.id}/settings`,
      headers,
      payload: { ...base, slug: event.slug, allowSearchEngines: true },
    });
    expect(saved.statusCode).toBe(200);
    await t.app.publicEventChangesHeard();

    const after = await render();
    expect(after).not.toBe(before);
    expect(robotsMeta(after?.identity.toString('utf8') ?? '')).toBe(INDEX);
  });
});
