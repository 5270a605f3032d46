import { count, ilike, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventDetails, events } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);
const owner = await createTestUser(t.db, {
  firstName: 'Rita',
  lastName: 'Lopes',
  phoneNumber: '(21) 97777-1111',
  event: null,
});

// 25 'Festa' events a day apart (every fifth one disabled), then three to filter by date.
const day = 24 * 60 * 60 * 1000;
const festas = await t.db
  .insert(events)
  .values(
    Array.from({ length: 25 }, (_, i) => ({
      userId: owner.id,
      title: `Festa ${String(i).padStart(2, '0')}`,
      slug: `festa-${i}`,
      active: i % 5 !== 0,
      createdAt: new Date(Date.UTC(2025, 0, 1, 15) + i * day),
    })),
  )
  .returning();
const [casamento, cha, aniversario] = await t.db
  .insert(events)
  .values([
    // 23:30 of 9 March in São Paulo
    {
      userId: owner.id,
      title: 'Casamento 100% amor',
      slug: 'casamento-x',
      giftDeliveryPreference: 'cash' as const,
      createdAt: new Date('2025-03-10T02:30:00Z'),
    },
    // 00:30 of 10 March in São Paulo
    { userId: owner.id, title: 'Chá de bebê', slug: 'cha-bebe', createdAt: new Date('2025-03-10T03:30:00Z') },
    { userId: owner.id, title: 'Aniversário', slug: 'niver', createdAt: new Date('2025-03-11T15:00:00Z') },
  ])
  .returning();
await t.db
  .insert(eventDetails)
  .values([
    { eventId: casamento?.id ?? 0, eventDate: '2025-06-14' },
    { eventId: cha?.id ?? 0, eventDate: '2025-06-15' },
    { eventId: aniversario?.id ?? 0 },
  ]);

async function list(query: Record<string, string>) {
  const response = await t.app.inject({ url: '/api/admin/events', query, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

const titles = (body: { events: { title: string }[] }) => body.events.map((event) => event.title);

describe('GET /api/admin/events', () => {
  it('pages 20 at a time, newest first, echoing the page', async () => {
    const first = await list({});
    expect(first.totalPages).toBe(2);
    // The rows of every page together, which the back office shows ('35 registros').
    expect(Math.ceil(first.total / 20)).toBe(first.totalPages);
    expect(first.page).toBe(1);
    expect(titles(first).slice(0, 4)).toEqual([
      'Aniversário',
      'Chá de bebê',
      'Casamento 100% amor',
      'Festa 24',
    ]);
    expect(first.events).toHaveLength(20);

    const second = await list({ page: '2' });
    expect(second.page).toBe(2);
    expect(titles(second)).toEqual([
      'Festa 07',
      'Festa 06',
      'Festa 05',
      'Festa 04',
      'Festa 03',
      'Festa 02',
      'Festa 01',
      'Festa 00',
    ]);
  });

  it('answers each row with its owner and phone', async () => {
    const body = await list({ id: String(casamento?.id) });
    expect(body.events).toEqual([
      {
        id: casamento?.id,
        title: 'Casamento 100% amor',
        subtitle: '',
        slug: 'casamento-x',
        active: true,
        color: '#E91E63',
        titleDescription: null,
        description: null,
        eventCategoryId: null,
        giftDeliveryPreference: 'cash',
        user: { firstName: 'Rita', lastName: 'Lopes' },
        phoneNumber: '(21) 97777-1111',
        createdAt: '2025-03-10T02:30:00.000Z',
        updatedAt: expect.any(String),
      },
    ]);
    expect(body.totalPages).toBe(1);
  });

  it('filters on part of the title, case-insensitive, % taken literally, over two pages', async () => {
    const first = await list({ title: 'FESTA' });
    expect(first.totalPages).toBe(2);
    const second = await list({ title: 'festa', page: '2' });
    expect(titles(second)).toEqual(['Festa 04', 'Festa 03', 'Festa 02', 'Festa 01', 'Festa 00']);
    expect(titles(await list({ title: '100%' }))).toEqual(['Casamento 100% amor']);
    expect(titles(await list({ title: '0%' }))).toEqual(['Casamento 100% amor']);
  });

  it('filters on part of the slug and on the status', async () => {
    expect(titles(await list({ slug: 'CHA-' }))).toEqual(['Chá de bebê']);
    expect(titles(await list({ active: 'false' }))).toEqual([
      'Festa 20',
      'Festa 15',
      'Festa 10',
      'Festa 05',
      'Festa 00',
    ]);
    expect((await list({ active: 'true', title: 'festa' })).events).toHaveLength(20);
  });

  it('filters on the creation day in São Paulo time, both ends included', async () => {
    const range = { dateFilterType: 'createdAt' };
    expect(titles(await list({ ...range, startDate: '2025-03-10', endDate: '2025-03-10' }))).toEqual([
      'Chá de bebê',
    ]);
    expect(titles(await list({ ...range, startDate: '2025-03-09', endDate: '2025-03-09' }))).toEqual([
      'Casamento 100% amor',
    ]);
    expect(titles(await list({ ...range, startDate: '2025-03-10' }))).toEqual(['Aniversário', 'Chá de bebê']);
    expect(titles(await list({ ...range, endDate: '2025-01-02' }))).toEqual(['Festa 01', 'Festa 00']);
    // Without a filter type the dates apply to the creation date.
    expect(titles(await list({ startDate: '2025-03-11', endDate: '2025-03-31' }))).toEqual(['Aniversário']);
  });

  it("filters on the event's date from its details", async () => {
    const range = { dateFilterType: 'eventDate' };
    expect(titles(await list({ ...range, startDate: '2025-06-14', endDate: '2025-06-14' }))).toEqual([
      'Casamento 100% amor',
    ]);
    expect(titles(await list({ ...range, startDate: '2025-06-14' }))).toEqual([
      'Chá de bebê',
      'Casamento 100% amor',
    ]);
    expect(titles(await list({ ...range, endDate: '2025-06-15' }))).toEqual([
      'Chá de bebê',
      'Casamento 100% amor',
    ]);
    expect(titles(await list({ ...range, startDate: '2025-06-16' }))).toEqual([]);
  });

  it('combines filters and answers zero pages when nothing matches', async () => {
    expect(titles(await list({ title: 'festa 2', active: 'true' }))).toEqual([
      'Festa 24',
      'Festa 23',
      'Festa 22',
      'Festa 21',
    ]);
    const none = await list({ id: String(festas[0]?.id), title: 'casamento' });
    expect(none).toMatchObject({ events: [], total: 0, totalPages: 0, page: 1 });
  });

  it.each([
    [{ dateFilterType: 'eventdate' }, 'O campo Filtrar data por é inválido.'],
    [{ startDate: '10/03/2025' }, 'O campo Data inicial deve ser uma data no formato AAAA-MM-DD.'],
    [{ endDate: '2025-02-30' }, 'O campo Data final deve ser uma data no formato AAAA-MM-DD.'],
    [{ active: 'talvez' }, 'O campo Ativo é inválido.'],
    [{ id: '-1' }, 'O campo ID é inválido.'],
  ])('refuses %o with a 400', async (query, message) => {
    const response = await t.app.inject({ url: '/api/admin/events', query, headers });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, message });
  });

  it('searches titles through the trigram index', async () => {
    const plan = await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const query = tx.select({ n: count() }).from(events).where(ilike(events.title, '%festa%')).toSQL();
      const result = await tx.execute(sql.raw(`explain ${query.sql.replace('$1', "'%festa%'")}`));
      return result.rows.map((row) => Object.values(row).join('')).join('\n');
    });
    expect(plan).toContain('events_title_trgm_index');
  });

  it('is for administrators only', async () => {
    await expectAdminOnly(t, { url: '/api/admin/events' });
  });
});
