import { eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventDetails, events, users } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);
const owner = await createTestUser(t.db, { event: null });

// 45 events, an hour apart except for pairs created at the same instant (the id breaks the tie);
// every third one disabled, 'Festa' or 'Jantar' in the title, a party date for most.
const hour = 3_600_000;
const seeded = await t.db
  .insert(events)
  .values(
    Array.from({ length: 45 }, (_, i) => ({
      userId: owner.id,
      title: `${i % 2 ? 'Festa' : 'Jantar'} ${i}`,
      slug: `paginas-${i}`,
      active: i % 3 !== 0,
      createdAt: new Date(
        Date.UTC(2024, 0, 1, 12) + Math.floor(i / 2) * 2 * hour + (i % 4 === 3 ? 0 : i % 2) * hour,
      ),
    })),
  )
  .returning();
await t.db
  .insert(eventDetails)
  .values(
    seeded
      .filter((_, i) => i % 5 !== 4)
      .map((event, i) => ({ eventId: event.id, eventDate: `2024-0${1 + (i % 6)}-1${i % 9}` })),
  );
const detailsOf = new Map(
  (await t.db.select().from(eventDetails)).map((row) => [row.eventId, row.eventDate] as const),
);

/** The ids the list shows, newest first, as one ORDER BY created_at DESC, id DESC would give them. */
function expected(keep: (event: (typeof seeded)[number]) => boolean): number[] {
  return seeded
    .filter(keep)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((event) => event.id);
}

async function list(query: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/admin/events', query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { events: { id: number; title: string }[]; totalPages: number; page: number };
}

/** Every page of a filter, one after the other, and one past the end. */
async function allPages(query: Record<string, string>, limit: number) {
  const first = await list({ ...query, limit: String(limit) });
  const ids = first.events.map((event) => event.id);
  for (let page = 2; page <= first.totalPages + 1; page++) {
    const body = await list({ ...query, limit: String(limit), page: String(page) });
    if (page > first.totalPages) expect(body.events).toEqual([]);
    ids.push(...body.events.map((event) => event.id));
  }
  return { ids, totalPages: first.totalPages };
}

describe('GET /api/admin/events, page by page', () => {
  const cases: [string, Record<string, string>, (event: (typeof seeded)[number]) => boolean][] = [
    ['no filter', {}, () => true],
    ['active', { active: 'true' }, (event) => event.active],
    ['disabled', { active: 'false' }, (event) => !event.active],
    ['title', { title: 'festa' }, (event) => event.title.startsWith('Festa')],
    [
      'creation dates',
      { dateFilterType: 'createdAt', startDate: '2024-01-01', endDate: '2024-01-02' },
      // São Paulo days: from 03:00 UTC of the first to 03:00 UTC after the last.
      (event) => event.createdAt < new Date('2024-01-03T03:00:00Z'),
    ],
    [
      'party dates and status',
      { dateFilterType: 'eventDate', startDate: '2024-02-01', endDate: '2024-04-30', active: 'true' },
      (event) =>
        event.active &&
        (detailsOf.get(event.id) ?? '') >= '2024-02' &&
        (detailsOf.get(event.id) ?? '') < '2024-05',
    ],
  ];

  it.each(cases)('%s: every page holds the next rows, deep pages included', async (_, query, keep) => {
    const rows = expected((event) => event.userId === owner.id && keep(event));
    expect(rows.length).toBeGreaterThan(5);
    for (const limit of [7, 20]) {
      const { ids, totalPages } = await allPages(query, limit);
      expect(totalPages).toBe(Math.ceil(rows.length / limit));
      expect(ids).toEqual(rows);
    }
  });
});

describe('GET /api/admin/events, a page read again', () => {
  const ids = (body: { events: { id: number }[] }) => body.events.map((event) => event.id);

  it('is the same page, from either end of the list, until an event changes the order', async () => {
    const first = await list({ limit: '7' });
    const second = await list({ limit: '7', page: '2' });
    expect(ids(await list({ limit: '7', page: '2' }))).toEqual(ids(second));
    const last = await list({ limit: '7', page: String(first.totalPages - 1) });
    expect(ids(await list({ limit: '7', page: String(first.totalPages - 1) }))).toEqual(ids(last));

    // Newer than every other: each row moves one place on, and page 2 starts with page 1's last.
    const [added] = await t.db
      .insert(events)
      .values({ userId: owner.id, title: 'Novo', slug: 'paginas-novo', createdAt: new Date('2030-01-01') })
      .returning();
    try {
      expect(ids(await list({ limit: '7', page: '2' }))).toEqual([
        ...ids(first).slice(-1),
        ...ids(second).slice(0, 6),
      ]);
    } finally {
      await t.db.delete(events).where(eq(events.id, added?.id ?? 0));
    }
    expect(ids(await list({ limit: '7', page: '2' }))).toEqual(ids(second));
  });
});

describe('GET /api/admin/events, the count of a search', () => {
  it('follows an event created, renamed, re-dated, disabled or removed', async () => {
    const search = { title: 'sorvete' };
    expect((await list(search)).totalPages).toBe(0);

    const host = await createTestUser(t.db, { event: { title: 'Festa do Sorvete', slug: 'sorvete-1' } });
    const eventId = host.event?.id ?? 0;
    expect(await list(search)).toMatchObject({ totalPages: 1, events: [{ id: eventId }] });

    // The administrator renames it, then dates it: the searches see both at once.
    const details = { eventDate: '2031-05-10', startTime: '16:00', endTime: '23:30', eventType: 'in-person' };
    const form = {
      title: 'Sorvete e Bolo',
      subtitle: 'Venha',
      slug: 'sorvete-1',
      active: true,
      color: '#7B1FA2',
    };
    const put = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'PUT', url: `/api/admin/events/${eventId}`, headers, payload });
    const renamed = await put({
      ...form,
      title: 'Aniversário',
      details: { ...details, eventLocation: 'Casa', fullAddress: 'Rua A, 1' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await list(search)).totalPages).toBe(0);
    const party = { dateFilterType: 'eventDate', startDate: '2031-01-01', endDate: '2031-12-31' };
    expect(await list(party)).toMatchObject({ totalPages: 1, events: [{ id: eventId }] });

    await t.db.update(eventDetails).set({ eventDate: '2032-01-01' }).where(eq(eventDetails.eventId, eventId));
    expect((await list(party)).totalPages).toBe(0);

    await t.db.update(events).set({ title: 'Sorvete', active: false }).where(eq(events.id, eventId));
    expect((await list({ ...search, active: 'false' })).totalPages).toBe(1);
    expect((await list({ ...search, active: 'true' })).totalPages).toBe(0);

    await t.db.delete(users).where(eq(users.id, host.id));
    expect((await list(search)).totalPages).toBe(0);
  });
});

describe('GET /api/admin/events, the page of a search', () => {
  it('shows the events that match now, though as many match as before', async () => {
    const search = { title: 'picolé' };
    const first = await createTestUser(t.db, { event: { title: 'Festa do Picolé', slug: 'picole-1' } });
    const second = await createTestUser(t.db, { event: { title: 'Jantar', slug: 'picole-2' } });
    const firstId = first.event?.id ?? 0;
    const secondId = second.event?.id ?? 0;
    expect(await list(search)).toMatchObject({ totalPages: 1, events: [{ id: firstId }] });

    // One statement swaps the titles: the count stays 1, the match is the other event.
    await t.db
      .update(events)
      .set({ title: sql`case when ${events.id} = ${firstId} then 'Jantar' else 'Picolé no parque' end` })
      .where(inArray(events.id, [firstId, secondId]));
    expect(await list(search)).toMatchObject({
      totalPages: 1,
      events: [{ id: secondId, title: 'Picolé no parque' }],
    });
  });
});
