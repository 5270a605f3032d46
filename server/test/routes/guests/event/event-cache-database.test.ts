import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/app';
import {
  eventDetails,
  eventGallery,
  eventGifts,
  eventSettings,
  events,
  gifts,
} from '../../../../src/db/schema/index';
import { LISTENER_APPLICATION_NAME } from '../../../../src/plugins/public-event-cache';
import { build } from '../../../helpers/build';
import { addGiftsToEvent, createHostEvent, setPercentageGift } from '../../../helpers/host-event';
import { connectTestDatabase } from '../../../helpers/test-database';

/**
 * The cache against the database itself: what the triggers notify when rows change by any
 * path (not only this app's routes), two instances on one database, and a lost LISTEN.
 */
const t = await build();
if (t.config.database.kind !== 'external') throw new Error('tests run on DATABASE_URL');
const other = connectTestDatabase(t.config.database.url);
const second = await buildApp({ config: t.config, db: other.db });
afterAll(async () => {
  await second.close();
  await other.pool.end();
});

const soon = { timeout: 5000, interval: 10 };
const read = (slug: string, app = t.app) => app.inject({ url: `/api/guests/event/${slug}` });
const page = async (slug: string, app = t.app) => (await read(slug, app)).json().event;

/** Reads the page into `app`'s cache, once it heard the changes so far (a read overlapping one is not kept). */
async function cache(slug: string, app = t.app) {
  await app.publicEventChangesHeard();
  expect((await read(slug, app)).statusCode).toBe(200);
  expect(app.publicEventCache.has(slug)).toBe(true);
}

async function cachedEvent(slug: string) {
  const { event, headers } = await createHostEvent(t.db, {
    event: { slug, title: 'Antes' },
    details: { eventLocation: 'Salão' },
    // Not the defaults, so that removing the row shows.
    settings: { allowGuestConfirmation: false },
  });
  const [giftId = 0] = await addGiftsToEvent(t.db, event.id, [{ name: 'Panela', priceCents: 10_000 }]);
  await cache(slug);
  return { eventId: event.id, giftId, headers };
}

describe('the event page cache', () => {
  it('answers from memory: a change the triggers do not see does not show', async () => {
    const { eventId } = await cachedEvent('memoria');

    // Replica mode skips triggers: only the cache can still be answering 'Antes'.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.update(events).set({ title: 'Escondido' }).where(eq(events.id, eventId));
    });
    expect((await page('memoria')).title).toBe('Antes');

    await t.db.update(events).set({ subtitle: 'Notificado' }).where(eq(events.id, eventId));
    await t.app.publicEventChangesHeard();
    expect(await page('memoria')).toMatchObject({ title: 'Escondido', subtitle: 'Notificado' });
  });

  it.each([
    ['events', (id: number) => t.db.update(events).set({ color: '#000001' }).where(eq(events.id, id))],
    [
      'event_settings',
      (id: number) =>
        t.db.update(eventSettings).set({ showGiftList: false }).where(eq(eventSettings.eventId, id)),
    ],
    [
      'event_settings (row removed)',
      (id: number) => t.db.delete(eventSettings).where(eq(eventSettings.eventId, id)),
    ],
    [
      'event_details',
      (id: number) =>
        t.db.update(eventDetails).set({ eventLocation: 'Outro' }).where(eq(eventDetails.eventId, id)),
    ],
    [
      'event_details (row removed)',
      (id: number) => t.db.delete(eventDetails).where(eq(eventDetails.eventId, id)),
    ],
    [
      'event_gallery',
      (id: number) =>
        t.db
          .insert(eventGallery)
          .values({ eventId: id, type: 'image', url: '/media/x.webp', storageKey: 'x' }),
    ],
    ['event_gifts', (id: number) => t.db.delete(eventGifts).where(eq(eventGifts.eventId, id))],
    [
      'gifts',
      (_id: number, giftId: number) =>
        t.db.update(gifts).set({ name: 'Renomeado' }).where(eq(gifts.id, giftId)),
    ],
    ['settings', () => setPercentageGift(t.db, 5)],
  ])('drops the page when %s changes', async (table, change) => {
    const slug = `tabela-${table.replace(/\W+/g, '-')}`;
    const { eventId, giftId } = await cachedEvent(slug);
    const before = (await read(slug)).body;

    await change(eventId, giftId);

    await t.app.publicEventChangesHeard();
    expect((await read(slug)).body).not.toBe(before);
  });

  it('does not keep a 404: an event created with that slug shows at once', async () => {
    expect((await read('futuro')).statusCode).toBe(404);

    await createHostEvent(t.db, { event: { slug: 'futuro' } });

    expect((await read('futuro')).statusCode).toBe(200);
  });

  it('a second instance on the same database sees a change made through the first', async () => {
    const { eventId, headers } = await cachedEvent('duas-instancias');
    await cache('duas-instancias', second);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/users/event/${eventId}`,
      headers,
      payload: {
        title: 'Depois',
        subtitle: 'Sub',
        titleDescription: 'Oi',
        description: 'Texto',
        color: '#00AA88',
      },
    });

    expect(edited.statusCode).toBe(200);
    await second.publicEventChangesHeard();
    expect((await page('duas-instancias', second)).title).toBe('Depois');
    await t.app.publicEventChangesHeard();
    expect((await page('duas-instancias')).title).toBe('Depois');
  });

  it('keeps answering right when the LISTEN connection is lost, and caches again once back', async () => {
    const { eventId } = await cachedEvent('sem-escuta');
    await cache('sem-escuta', second);

    const { rows } = await t.db.execute<{ ended: boolean }>(sql`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`);
    expect(rows.map((row) => row.ended)).toEqual([true, true]);
    // Possibly before either instance noticed: its notice may never come; the page must show anyway.
    await t.db.update(events).set({ title: 'Sem aviso' }).where(eq(events.id, eventId));

    for (const app of [t.app, second]) {
      await expect.poll(async () => (await page('sem-escuta', app)).title, soon).toBe('Sem aviso');
      await expect.poll(() => app.publicEventCache.isListening, soon).toBe(true);
      await cache('sem-escuta', app);
    }
    await t.db.update(events).set({ title: 'Com aviso' }).where(eq(events.id, eventId));
    for (const app of [t.app, second]) {
      await expect.poll(async () => (await page('sem-escuta', app)).title, soon).toBe('Com aviso');
    }
  });

  it('closes its LISTEN connection with the app', async () => {
    const listeners = async () =>
      (
        await t.db.execute<{ n: number }>(sql`
          select count(*)::int as n from pg_stat_activity
          where datname = current_database() and application_name = ${LISTENER_APPLICATION_NAME}`)
      ).rows[0]?.n;
    await expect.poll(listeners, soon).toBe(2);

    await t.restart();

    await expect.poll(listeners, soon).toBe(2);
    expect(t.app.publicEventCache.isListening).toBe(true);
  });
});
