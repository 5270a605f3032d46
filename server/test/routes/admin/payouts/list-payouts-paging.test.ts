import { describe, expect, it } from 'vitest';
import { events, payouts, users } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin } from '../../../helpers/accounts';
import { build } from '../../../helpers/build';

const t = await build();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

// 30 hosts with an event each: a paid payout each, and a pending one for every other event.
const hosts = await t.db
  .insert(users)
  .values(
    Array.from({ length: 30 }, (_, i) => ({
      firstName: `Host${i}`,
      lastName: 'Paginado',
      email: `host${i}@paginas.dev`,
      phoneNumber: '(11) 90000-0000',
      passwordHash: 'x',
    })),
  )
  .returning();
const hostEvents = await t.db
  .insert(events)
  .values(hosts.map((host, i) => ({ userId: host.id, title: `Evento ${i}`, slug: `paginas-${i}` })))
  .returning();
const base = Date.UTC(2025, 4, 1, 12);
const seeded = await t.db
  .insert(payouts)
  .values([
    ...hostEvents.map((event, i) => ({
      eventId: event.id,
      userId: event.userId,
      requestedAmountCents: 5_000 + i,
      paidAmountCents: 5_000 + i,
      status: 'PAID' as const,
      createdAt: new Date(base + Math.floor(i / 2) * 60_000),
    })),
    ...hostEvents
      .filter((_, i) => i % 2 === 0)
      .map((event, i) => ({
        eventId: event.id,
        userId: event.userId,
        requestedAmountCents: 1_000 + i,
        createdAt: new Date(base + (100 + i) * 60_000),
      })),
  ])
  .returning();

describe('GET /api/admin/payouts, page by page', () => {
  it.each(['PAID', 'PENDING'] as const)('%s: every page holds the next payouts', async (status) => {
    const expected = seeded
      .filter((row) => row.status === status)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id)
      .map((row) => row.id);
    for (const limit of [4, 20]) {
      const ids: number[] = [];
      let totalPages = 1;
      for (let page = 1; page <= totalPages + 1; page++) {
        const response = await t.app.inject({
          url: '/api/admin/payouts',
          query: { status, limit: String(limit), page: String(page) },
          headers,
        });
        expect(response.statusCode).toBe(200);
        const body = response.json();
        totalPages = body.totalPages;
        ids.push(...body.payouts.map((row: { id: number }) => row.id));
      }
      expect(ids).toEqual(expected);
      expect(totalPages).toBe(Math.ceil(expected.length / limit));
    }
  });
});
