import { describe, expect, it } from 'vitest';
import { events, payouts, users } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';
import { readAllPages } from '../../../helpers/read-all-pages';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

// 24 hosts with an event each: a paid payout each, and a pending one for every other event.
// Amounts repeat (the id breaks the tie) and do not follow the creation order.
const hosts = await t.db
  .insert(users)
  .values(
    Array.from({ length: 24 }, (_, i) => ({
      firstName: `Host${i}`,
      lastName: 'Ordem',
      email: `host${i}@ordem.dev`,
      phoneNumber: '(11) 90000-0000',
      passwordHash: 'x',
    })),
  )
  .returning();
const hostEvents = await t.db
  .insert(events)
  .values(hosts.map((host, i) => ({ userId: host.id, title: `Evento ${i}`, slug: `ordem-${i}` })))
  .returning();
const base = Date.UTC(2025, 4, 1, 12);
const seeded = await t.db
  .insert(payouts)
  .values([
    ...hostEvents.map((event, i) => ({
      eventId: event.id,
      userId: event.userId,
      requestedAmountCents: 1_000 * ((i * 7) % 5) + 500,
      paidAmountCents: 1_000 * ((i * 7) % 5) + 500,
      status: 'PAID' as const,
      createdAt: new Date(base + Math.floor(i / 2) * 60_000),
    })),
    ...hostEvents
      .filter((_, i) => i % 2 === 0)
      .map((event, i) => ({
        eventId: event.id,
        userId: event.userId,
        requestedAmountCents: 300 * ((i * 5) % 4) + 100,
        createdAt: new Date(base + (100 + Math.floor(i / 3)) * 60_000),
      })),
  ])
  .returning();

type Row = (typeof seeded)[number];
const compare = {
  createdAt: (a: Row, b: Row) => a.createdAt.getTime() - b.createdAt.getTime(),
  requestedAmount: (a: Row, b: Row) => a.requestedAmountCents - b.requestedAmountCents,
};

/** The ids of a status in the asked order, the id breaking ties the same way. */
function expected(status: string, sort: keyof typeof compare, order: 'ASC' | 'DESC') {
  const sign = order === 'ASC' ? 1 : -1;
  return seeded
    .filter((row) => row.status === status)
    .sort((a, b) => sign * (compare[sort](a, b) || a.id - b.id))
    .map((row) => row.id);
}

/** Every page, one after the other, and one past the end. */
function allPages(query: Record<string, string>, limit: number) {
  return readAllPages<{ id: number; requestedAmount: number }>(
    t.app,
    { url: '/api/admin/payouts', key: 'payouts', headers },
    query,
    limit,
  );
}

describe('GET /api/admin/payouts, sorted by a column', () => {
  const cases = (['PAID', 'PENDING'] as const).flatMap((status) =>
    (['createdAt', 'requestedAmount'] as const).flatMap((sort) =>
      (['ASC', 'DESC'] as const).map(
        (order) => [`${status}, ${sort} ${order}`, status, sort, order] as const,
      ),
    ),
  );

  it.each(cases)('%s: every payout once, in order', async (_, status, sort, order) => {
    const ids = expected(status, sort, order);
    const { rows, totalPages } = await allPages({ status, sort, order }, 5);
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(totalPages).toBe(Math.ceil(ids.length / 5));
  });

  it('shows the amounts in reais, smallest first when asked', async () => {
    const { rows } = await allPages({ status: 'PENDING', sort: 'requestedAmount', order: 'ASC' }, 20);
    expect(rows.map((row) => row.requestedAmount)).toEqual([1, 1, 1, 4, 4, 4, 7, 7, 7, 10, 10, 10]);
  });

  it('refuses an unknown column, naming the field in Portuguese', async () => {
    const response = await t.app.inject({
      url: '/api/admin/payouts',
      query: { sort: 'paidAmount' },
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Ordenar por/);
  });

  it('is refused without an administrator’s session, sorted or not', async () => {
    await expectAdminOnly(t, { url: '/api/admin/payouts', query: { sort: 'requestedAmount' } });
  });
});
