import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser } from '../../../helpers/accounts';
import { buildWithPayments } from '../../../helpers/payments';

// The provider's stand-in: a status set by hand is checked against it.
const { t } = await buildWithPayments();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);
const host = await createTestUser(t.db);
const eventId = host.event?.id ?? 0;

// 50 purchases a minute apart, every fifth one at the same instant as the one before (the id
// breaks the tie); statuses in turn.
const statuses = ['PENDING', 'APPROVED', 'PENDING', 'RECUSED', 'CANCELLED'] as const;
const base = Date.UTC(2025, 4, 1, 12);
const seeded = await t.db
  .insert(purchases)
  .values(
    Array.from({ length: 50 }, (_, i) => ({
      eventId,
      guestName: `Convidado ${i}`,
      guestEmail: 'convidado@teste.dev',
      userAmountCents: 1_000 + i,
      totalPriceCents: 1_100 + i,
      percentage: 10,
      status: statuses[i % 5],
      createdAt: new Date(base + (i % 5 === 4 ? i - 1 : i) * 60_000),
    })),
  )
  .returning();

function newestFirst(status: string): number[] {
  return seeded
    .filter((row) => row.status === status)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
    .map((row) => row.id);
}

async function listAll(status: string, limit: number) {
  const page = (n: number) =>
    t.app.inject({
      url: '/api/admin/transactions',
      query: { status, limit: String(limit), page: String(n) },
      headers,
    });
  const first = (await page(1)).json();
  const ids: number[] = first.transactions.map((row: { id: number }) => row.id);
  for (let n = 2; n <= first.totalPages + 1; n++) {
    const body = (await page(n)).json();
    if (n > first.totalPages) expect(body.transactions).toEqual([]);
    ids.push(...body.transactions.map((row: { id: number }) => row.id));
  }
  return { ids, totalPages: first.totalPages as number };
}

describe('GET /api/admin/transactions, page by page', () => {
  it.each(['PENDING', 'APPROVED', 'CANCELLED'])('%s: every page holds the next purchases', async (status) => {
    for (const limit of [3, 7, 20]) {
      const { ids, totalPages } = await listAll(status, limit);
      expect(ids).toEqual(newestFirst(status));
      expect(totalPages).toBe(Math.ceil(ids.length / limit));
    }
  });

  it('moves a purchase between the lists when its status changes', async () => {
    const moved = seeded.find((row) => row.status === 'PENDING');
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/transactions/${moved?.id}/status`,
      headers,
      // never paid (no payment at the provider): given up by hand
      payload: { status: 'CANCELLED', reason: 'Convidado desistiu' },
    });
    expect(response.statusCode).toBe(200);
    if (moved) moved.status = 'CANCELLED';
    expect((await listAll('PENDING', 7)).ids).toEqual(newestFirst('PENDING'));
    expect((await listAll('CANCELLED', 7)).ids).toEqual(newestFirst('CANCELLED'));
    const [stored] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.id, moved?.id ?? 0));
    expect(stored?.status).toBe('CANCELLED');
  });
});
