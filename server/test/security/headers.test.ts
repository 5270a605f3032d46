import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventMessages, events } from '../../src/db/schema/index';
import { contentSecurityPolicy, tileSource } from '../../src/plugins/security';
import { adminHeaders, createTestAdmin } from '../helpers/accounts';
import { build } from '../helpers/build';
import { createHostEvent } from '../helpers/host-event';

const TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const t = await build({ MAP_TILE_URL: TILES });

/** The CSP header as a map of directive → sources. */
function directives(header: string | string[] | number | undefined): Record<string, string[]> {
  return Object.fromEntries(
    String(header ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...sources]) => [name as string, sources]),
  );
}

describe('security headers', () => {
  it.each([
    ['an API answer', '/api/health'],
    ['an error answer', '/api/admin/me'],
    ['an unknown path', '/nada/aqui'],
    ['the OpenAPI document', '/api/openapi.json'],
  ])('are on %s', async (_label, url) => {
    const response = await t.app.inject({ url });
    const { headers } = response;
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
    const csp = directives(headers['content-security-policy']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['default-src']).toEqual(["'self'"]);
  });

  it('lets the apps run on their own origin, with the configured tile server as the only outside one', async () => {
    const csp = directives((await t.app.inject({ url: '/api/health' })).headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tile.openstreetmap.org']);
    expect(csp['connect-src']).toEqual(["'self'"]);
    // The host's PDFs decode images in workers their compression library starts from blob: URLs.
    expect(csp['worker-src']).toEqual(["'self'", 'blob:']);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['upgrade-insecure-requests']).toBeUndefined();
    // No source anywhere names another host than the tiles, and nothing allows inline scripts.
    const everySource = Object.values(csp).flat();
    expect(
      everySource.filter((source) => source.includes('.') && !source.includes('tile.openstreetmap')),
    ).toEqual([]);
    expect(csp['script-src']).not.toContain("'unsafe-inline'");
    expect(csp['script-src']).not.toContain("'unsafe-eval'");
  });

  it('turns a tile URL template into one origin, and refuses what is not one', () => {
    expect(tileSource(TILES)).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('https://tiles.example.com:8443/{z}/{x}/{y}.png')).toBe(
      'https://tiles.example.com:8443',
    );
    expect(tileSource('')).toBeUndefined();
    expect(tileSource('javascript:alert(1)')).toBeUndefined();
    expect(tileSource("https://x.com; script-src 'unsafe-inline'/{z}")).toBeUndefined();
    expect(contentSecurityPolicy({ isHttps: false })['img-src']).toEqual(["'self'", 'data:', 'blob:']);
    expect(contentSecurityPolicy({ isHttps: true })['upgrade-insecure-requests']).toEqual([]);
  });

  it('sends HSTS only when the public address is https', async () => {
    expect((await t.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    const secure = await build({ PUBLIC_URL: 'https://celebra.example' });
    const response = await secure.app.inject({ url: '/api/health' });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(directives(response.headers['content-security-policy'])['upgrade-insecure-requests']).toEqual([]);
  });
});

describe('no CORS', () => {
  it('answers another site neither a preflight nor an Access-Control-Allow-Origin', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/admin/login',
      headers: {
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.statusCode).toBeGreaterThanOrEqual(400);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();

    const read = await t.app.inject({ url: '/api/health', headers: { origin: 'https://evil.example' } });
    expect(read.statusCode).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('HTML typed by users', () => {
  const html = '<script>alert("xss")</script><img src=x onerror=alert(1)> & "aspas" <b>negrito</b>';

  it('is stored and answered verbatim, as JSON text, by the guest, host and admin calls', async () => {
    const { event, headers } = await createHostEvent(t.db);
    const admin = await createTestAdmin(t.db);

    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/guests/message/${event.id}`,
      payload: { firstName: '<i>Ana</i>', lastName: 'Lima', email: 'ana@teste.dev', message: html },
    });
    expect(sent.statusCode).toBe(200);
    const [stored] = await t.db.select().from(eventMessages).where(eq(eventMessages.eventId, event.id));
    expect(stored).toMatchObject({ message: html, firstName: '<i>Ana</i>' });

    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event/${event.id}`,
      headers,
      payload: {
        title: '<b>Título</b>',
        subtitle: html,
        titleDescription: html,
        description: html,
        color: '#123456',
      },
    });
    expect(updated.statusCode).toBe(200);
    const [row] = await t.db.select().from(events).where(eq(events.id, event.id));
    expect(row).toMatchObject({ title: '<b>Título</b>', description: html });

    const hostMessages = await t.app.inject({ url: `/api/users/messages/${event.id}`, headers });
    expect(hostMessages.headers['content-type']).toMatch(/^application\/json/);
    expect(JSON.stringify(hostMessages.json())).toContain(JSON.stringify(html).slice(1, -1));

    const adminMessages = await t.app.inject({
      url: `/api/admin/events/${event.id}/messages`,
      headers: await adminHeaders(t.db, admin.id),
    });
    expect(JSON.stringify(adminMessages.json())).toContain(JSON.stringify(html).slice(1, -1));

    const site = await t.app.inject({ url: `/api/guests/event/${event.slug}` });
    expect(site.headers['content-type']).toMatch(/^application\/json/);
    expect(site.json().event).toMatchObject({ title: '<b>Título</b>', description: html, subtitle: html });
  });
});
