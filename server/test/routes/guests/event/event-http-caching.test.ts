import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { addGiftsToEvent, createHostEvent } from '../../../helpers/host-event';

/** ETag / If-None-Match, Cache-Control and compression of GET /api/guests/event/{slug}. */
const t = await build();

const read = (slug: string, headers: Record<string, string> = {}) =>
  t.app.inject({ url: `/api/guests/event/${slug}`, headers });

const { event } = await createHostEvent(t.db, { event: { slug: 'etag', title: 'Festa' } });
// Enough gifts for a body worth compressing.
await addGiftsToEvent(
  t.db,
  event.id,
  Array.from({ length: 30 }, (_, i) => ({ name: `Presente ${i}`, priceCents: 1_000 + i })),
);

describe('GET /api/guests/event/{slug}: HTTP caching', () => {
  it('answers with a weak ETag, no-cache and Vary, and a 304 without a body for a matching If-None-Match', async () => {
    const first = await read('etag');
    expect(first.statusCode).toBe(200);
    expect(first.headers).toMatchObject({
      etag: expect.stringMatching(/^W\/"[\w-]+"$/),
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
      'content-type': 'application/json; charset=utf-8',
    });
    const etag = String(first.headers.etag);

    for (const ifNoneMatch of [etag, etag.slice(2), `"other", ${etag}`, '*']) {
      const again = await read('etag', { 'if-none-match': ifNoneMatch });
      expect(again.statusCode, ifNoneMatch).toBe(304);
      expect(again.body).toBe('');
      expect(again.headers.etag).toBe(etag);
    }
    expect((await read('etag', { 'if-none-match': 'W/"other"' })).statusCode).toBe(200);
  });

  it('answers 200 with the new page and a new ETag once the event changed', async () => {
    const before = await read('etag');
    const etag = String(before.headers.etag);

    await t.db.update(events).set({ title: 'Festa Nova' }).where(eq(events.id, event.id));

    await expect
      .poll(async () => (await read('etag', { 'if-none-match': etag })).statusCode, {
        timeout: 5000,
        interval: 10,
      })
      .toBe(200);
    const after = await read('etag', { 'if-none-match': etag });
    expect(after.json().event.title).toBe('Festa Nova');
    expect(after.headers.etag).not.toBe(etag);
  });

  it('sends brotli or gzip as the client accepts, the same JSON as identity', async () => {
    const plain = await read('etag');
    expect(plain.headers['content-encoding']).toBeUndefined();

    const br = await read('etag', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await read('etag', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(gzip.headers.etag).toBe(plain.headers.etag);

    const refused = await read('etag', { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body).toBe(plain.body);
  });

  it('keeps a protected site private and checks the password before any 304', async () => {
    await createHostEvent(t.db, { event: { slug: 'etag-senha' }, settings: { password: 'segredo1' } });
    const opened = await read('etag-senha?password=segredo1');
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['cache-control']).toBe('private, no-cache');
    const etag = String(opened.headers.etag);

    const without = await read('etag-senha', { 'if-none-match': etag });
    expect(without.statusCode).toBe(401);
    expect(without.headers.etag).toBeUndefined();
    const wrong = await read('etag-senha?password=errada', { 'if-none-match': etag });
    expect(wrong.json()).toEqual({ success: false, message: 'Senha incorreta.' });

    expect((await read('etag-senha?password=segredo1', { 'if-none-match': etag })).statusCode).toBe(304);
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await t.app.inject({ method: 'HEAD', url: '/api/guests/event/etag' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    expect(response.body).toBe('');
  });
});
