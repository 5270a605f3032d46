import { describe, expect, it } from 'vitest';
import { purchases } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { expectAdminOnly } from '../../../helpers/admin-access';
import { build } from '../../../helpers/build';
import { readAllPages } from '../../../helpers/read-all-pages';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);
const host = await createTestUser(t.db);
const eventId = host.event?.id ?? 0;

// 40 purchases, two at each instant; totals repeat (the id breaks the tie) and do not follow the
// creation order; statuses in turn.
const statuses = ['PENDING', 'APPROVED', 'PENDING', 'CANCELLED'] as const;
const base = Date.UTC(2025, 4, 1, 12);
const seeded = await t.db
  .insert(purchases)
  .values(
    Array.from({ length: 40 }, (_, i) => ({
      eventId,
      guestName: `Convidado ${i}`,
      guestEmail: 'convidado@teste.dev',
      userAmountCents: 1_000,
      totalPriceCents: 1_000 + 250 * ((i * 7) % 6),
      percentage: 10,
      status: statuses[i % 4],
      createdAt: new Date(base + Math.floor(i / 2) * 60_000),
    })),
  )
  .returning();

type Row = (typeof seeded)[number];
const compare = {
  createdAt: (a: Row, b: Row) => a.createdAt.getTime() - b.createdAt.getTime(),
  totalPrice: (a: Row, b: Row) => a.totalPriceCents - b.totalPriceCents,
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
  return readAllPages<{ id: number; totalPrice: number }>(
    t.app,
    { url: '/api/admin/transactions', key: 'transactions', headers },
    query,
    limit,
  );
}

describe('GET /api/admin/transactions, sorted by a column', () => {
  const cases = (['PENDING', 'APPROVED'] as const).flatMap((status) =>
    (['createdAt', 'totalPrice'] as const).flatMap((sort) =>
      (['ASC', 'DESC'] as const).map(
        (order) => [`${status}, ${sort} ${order}`, status, sort, order] as const,
      ),
    ),
  );

  it.each(cases)('%s: every purchase once, in order', async (_, status, sort, order) => {
    const ids = expected(status, sort, order);
    const { rows, totalPages } = await allPages({ status, sort, order }, 3);
    expect(rows.map((row) => row.id)).toEqual(ids);
    expect(totalPages).toBe(Math.ceil(ids.length / 3));
  });

  it('shows the totals in reais, largest first when asked', async () => {
    const { rows } = await allPages({ status: 'APPROVED', sort: 'totalPrice', order: 'DESC' }, 20);
    const totals = rows.map((row) => row.totalPrice);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(totals[0]).toBe(22.5);
  });

  it('newest first when no column is asked, oldest first with only the order', async () => {
    const newest = await allPages({ status: 'PENDING' }, 7);
    expect(newest.rows.map((row) => row.id)).toEqual(expected('PENDING', 'createdAt', 'DESC'));
    const oldest = await allPages({ status: 'PENDING', order: 'ASC' }, 7);
    expect(oldest.rows.map((row) => row.id)).toEqual(expected('PENDING', 'createdAt', 'ASC'));
  });

  it('refuses an unknown column, naming the field in Portuguese', async () => {
    const response = await t.app.inject({
      url: '/api/admin/transactions',
      query: { sort: 'guestName' },
      headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Ordenar por/);
  });

  it('is refused without an administrator’s session, sorted or not', async () => {
    await expectAdminOnly(t, { url: '/api/admin/transactions', query: { sort: 'totalPrice' } });
  });
});
