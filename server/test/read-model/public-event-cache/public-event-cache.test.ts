import { afterEach, describe, expect, it, vi } from 'vitest';
import { EncodedBody } from '../../../src/read-model/public-event-cache/encoded-body';
import {
  PublicEventCache,
  type PublicEventDocument,
} from '../../../src/read-model/public-event-cache/public-event-cache';

const documentOf = (eventId: number, json = `{"id":${eventId}}`): PublicEventDocument => ({
  eventId,
  active: true,
  password: null,
  body: new EncodedBody(json),
});

function listening(limits: ConstructorParameters<typeof PublicEventCache>[0] = {}) {
  const cache = new PublicEventCache(limits);
  cache.setListening(true);
  return cache;
}

/** A load that resolves when told to. */
function deferred(document: PublicEventDocument | undefined) {
  let resolve: () => void = () => {};
  const load = vi.fn(
    () => new Promise<PublicEventDocument | undefined>((done) => (resolve = () => done(document))),
  );
  return { load, resolve: () => resolve() };
}

afterEach(() => vi.useRealTimers());

describe('PublicEventCache', () => {
  it('loads every time and keeps nothing while not listening', async () => {
    const cache = new PublicEventCache();
    const load = vi.fn(async () => documentOf(1));

    await cache.find('a', load);
    await cache.find('a', load);

    expect(load).toHaveBeenCalledTimes(2);
    expect(cache.size).toBe(0);
  });

  it('loads once while listening, and again after the event changed', async () => {
    const cache = listening();
    const load = vi.fn(async () => documentOf(1));

    const first = await cache.find('a', load);
    expect(await cache.find('a', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);

    cache.changed([2, 3]);
    await cache.find('a', load);
    expect(load).toHaveBeenCalledTimes(1);

    cache.changed([1]);
    await cache.find('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("drops every slug an event was held under (a renamed event's old one)", async () => {
    const cache = listening();
    await cache.find('old', async () => documentOf(1));
    await cache.find('new', async () => documentOf(1));
    await cache.find('other', async () => documentOf(2));

    cache.changed([1]);

    expect([cache.has('old'), cache.has('new'), cache.has('other')]).toEqual([false, false, true]);
  });

  it("empties on 'all', on losing the listener, and does not keep unknown slugs", async () => {
    const cache = listening();
    await cache.find('a', async () => documentOf(1));
    cache.changed('all');
    expect(cache.size).toBe(0);

    await cache.find('a', async () => documentOf(1));
    cache.setListening(false);
    expect(cache.size).toBe(0);

    cache.setListening(true);
    expect(await cache.find('nowhere', async () => undefined)).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('shares one load among the requests that arrive while it runs', async () => {
    const cache = listening();
    const { load, resolve } = deferred(documentOf(1));

    const answers = Promise.all([cache.find('a', load), cache.find('a', load), cache.find('a', load)]);
    resolve();

    const [first, ...others] = await answers;
    expect(others).toEqual([first, first]);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('answers but does not keep a load that a change to its event overtook', async () => {
    const cache = listening();
    const stale = deferred(documentOf(1, '{"title":"old"}'));

    const pending = cache.find('a', stale.load);
    cache.changed([1]);
    // A request after the change does not join the load that started before it.
    const fresh = deferred(documentOf(1, '{"title":"new"}'));
    const later = cache.find('a', fresh.load);
    stale.resolve();
    fresh.resolve();

    expect((await pending)?.body?.identity.toString()).toBe('{"title":"old"}');
    expect((await later)?.body?.identity.toString()).toBe('{"title":"new"}');
    expect((await cache.find('a', stale.load))?.body?.identity.toString()).toBe('{"title":"new"}');
  });

  it('keeps a load that only a change to another event overtook', async () => {
    const cache = listening();
    const { load, resolve } = deferred(documentOf(1));

    const pending = cache.find('a', load);
    cache.changed([2]);
    resolve();
    await pending;

    expect(cache.has('a')).toBe(true);
  });

  it('passes a failed load on and keeps nothing', async () => {
    const cache = listening();

    await expect(cache.find('a', async () => Promise.reject(new Error('down')))).rejects.toThrow('down');

    expect(cache.size).toBe(0);
    expect(await cache.find('a', async () => documentOf(1))).toBeDefined();
  });

  it('holds at most maxEntries, dropping the least recently used', async () => {
    const cache = listening({ maxEntries: 2 });
    await cache.find('a', async () => documentOf(1));
    await cache.find('b', async () => documentOf(2));
    await cache.find('a', async () => documentOf(1));

    await cache.find('c', async () => documentOf(3));

    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([true, false, true]);
  });

  it('holds at most maxBytes of bodies, and never one larger than that', async () => {
    const big = (id: number) => documentOf(id, `"${'x'.repeat(1000)}"`);
    const cache = listening({ maxBytes: 3200 });
    await cache.find('a', async () => big(1));
    await cache.find('b', async () => big(2));
    await cache.find('c', async () => big(3));
    expect([cache.has('a'), cache.has('b'), cache.has('c')]).toEqual([false, true, true]);

    await cache.find('huge', async () => documentOf(4, `"${'x'.repeat(5000)}"`));
    expect(cache.has('huge')).toBe(false);
    expect(cache.size).toBe(2);
  });

  it('loads again after maxAgeMs, in case a change went unheard', async () => {
    vi.useFakeTimers();
    const cache = listening({ maxAgeMs: 1000 });
    const load = vi.fn(async () => documentOf(1));
    await cache.find('a', load);

    vi.advanceTimersByTime(999);
    await cache.find('a', load);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    await cache.find('a', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
