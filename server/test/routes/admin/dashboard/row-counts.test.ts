import { count, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, gifts, purchases, rowCounts, users } from '../../../../src/db/schema/index';
import { adminHeaders, createTestAdmin, createTestUser, userHeaders } from '../../../helpers/accounts';
import { insertGift, insertPurchase } from '../../../helpers/admin-fixtures';
import { buildWithPayments } from '../../../helpers/payments';
import { insertPayoutDestination } from '../../../helpers/payout-destination';

// The provider's stand-in: a status set by hand is checked against it.
const { t } = await buildWithPayments();
const admin = await createTestAdmin(t.db);
const headers = await adminHeaders(t.db, admin.id);

async function dashboard() {
  const response = await t.app.inject({ url: '/api/admin/dashboard/retrieve', headers });
  expect(response.statusCode, response.body).toBe(200);
  // The row counts ledger's totals (the negative balances are summed from the money ledger, the
  // deliveries due this week counted from their index).
  const { negativeBalances: _, deliveriesDueThisWeek: __, ...counted } = response.json().totals;
  return counted as { events: number; gifts: number; pendingPayouts: number };
}

/** Every count of the ledger against a count of the tables themselves. */
async function expectLedgerExact() {
  const { rows: counted } = await t.db.execute<{ key: string; n: number }>(sql`
    select 'users' as key, count(*)::int as n from users
    union all select 'events', count(*)::int from events
    union all select 'events:active', count(*)::int from events where active
    union all select 'gifts:active', count(*)::int from gifts where active and owner_event_id is null
    union all select 'purchases:' || s, (select count(*)::int from purchases where status::text = s)
      from unnest(enum_range(null::payment_status)::text[]) s
    union all select 'payouts:' || s, (select count(*)::int from payouts where status::text = s)
      from unnest(enum_range(null::payout_status)::text[]) s`);
  const { rows: ledger } = await t.db.execute<{ key: string; n: number }>(
    sql`select key, sum(delta)::int as n from row_counts where key not like '%:changes' group by key`,
  );
  const fromLedger = Object.fromEntries(ledger.map((row) => [row.key, row.n]));
  for (const { key, n } of counted) expect(fromLedger[key] ?? 0, key).toBe(n);
}

/** How many purchases of `status` the transactions list says there are (one a page). */
async function listedTransactions(status: string) {
  const response = await t.app.inject({
    url: '/api/admin/transactions',
    query: { status, limit: '1' },
    headers,
  });
  return response.json().totalPages as number;
}

describe('the dashboard totals and list counts (row counts ledger)', () => {
  it('stay exact as events, gifts, payouts and purchases change through the product', async () => {
    expect(await dashboard()).toEqual({ events: 0, gifts: 0, pendingPayouts: 0 });

    // Two hosts register with their event; one event is created disabled.
    const ana = await createTestUser(t.db);
    const bia = await createTestUser(t.db, { event: { active: false } });
    expect(await dashboard()).toMatchObject({ events: 1 });

    // The administrator enables Bia's event, then disables Ana's.
    const details = {
      eventDate: '2025-10-18',
      startTime: '16:00',
      endTime: '23:30',
      eventType: 'in-person',
      eventLocation: 'Sítio Bela Vista',
      fullAddress: 'Estrada do Sítio, 100',
    };
    const form = { title: 'Festa', subtitle: 'Venha', slug: `festa-${bia.id}`, color: '#7B1FA2', details };
    const enable = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/events/${bia.event?.id}`,
      headers,
      payload: { ...form, active: true },
    });
    expect(enable.statusCode, enable.body).toBe(200);
    expect(await dashboard()).toMatchObject({ events: 2 });
    await t.db
      .update(events)
      .set({ active: false })
      .where(eq(events.id, ana.event?.id ?? 0));
    expect(await dashboard()).toMatchObject({ events: 1 });

    // Catalogue: two active gifts and an inactive one; one is removed, another disabled.
    const panela = await insertGift(t.db);
    const toalha = await insertGift(t.db, { name: 'Toalha' });
    await insertGift(t.db, { name: 'Vaso', active: false });
    expect(await dashboard()).toMatchObject({ gifts: 2 });
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/admin/gifts/${panela.id}`, headers });
    expect(removed.statusCode).toBe(200);
    await t.db.update(gifts).set({ active: false }).where(eq(gifts.id, toalha.id));
    expect(await dashboard()).toMatchObject({ gifts: 0 });

    // Bia's guests buy; the provider's answers and the administrator move the purchases along.
    const eventId = bia.event?.id ?? 0;
    const approved = await insertPurchase(t.db, eventId);
    const pending = await insertPurchase(t.db, eventId, { status: 'PENDING' });
    expect([await listedTransactions('APPROVED'), await listedTransactions('PENDING')]).toEqual([1, 1]);
    const setStatus = (id: number, status: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/admin/transactions/${id}/status`,
        headers,
        payload: { status, reason: 'Conferido no Mercado Pago' },
      });
    // Never paid (the provider has no payment for it): given up by hand.
    expect((await setStatus(pending.id, 'CANCELLED')).statusCode).toBe(200);
    expect(await listedTransactions('PENDING')).toBe(0);
    expect(await listedTransactions('APPROVED')).toBe(1);
    expect(await listedTransactions('CANCELLED')).toBe(1);

    // Bia, who said where her money goes, asks for her balance, and an administrator pays it.
    await insertPayoutDestination(t.db, bia.id);
    const request = await t.app.inject({
      url: `/api/users/events/${eventId}/payout-requests`,
      headers: await userHeaders(t.db, bia.id),
    });
    expect(request.statusCode, request.body).toBe(200);
    expect(await dashboard()).toMatchObject({ pendingPayouts: 1 });
    const payouts = await t.app.inject({ url: '/api/admin/payouts', query: { status: 'PENDING' }, headers });
    const [payout] = payouts.json().payouts as { id: number }[];
    const concluded = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/payouts/${payout?.id}/conclude`,
      headers,
      payload: { paidAmount: 100 },
    });
    expect(concluded.statusCode, concluded.body).toBe(200);
    expect(await dashboard()).toEqual({ events: 1, gifts: 0, pendingPayouts: 0 });
    await expectLedgerExact();
  });

  it('ignore a change that is rolled back, and follow a cascade', async () => {
    const before = await dashboard();
    await expect(
      t.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            firstName: 'X',
            lastName: 'Y',
            email: 'x@y.dev',
            phoneNumber: '(11) 90000-0000',
            passwordHash: 'x',
          })
          .returning();
        await tx.insert(events).values({ userId: user?.id ?? 0, title: 'X', slug: 'x-rollback' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await dashboard()).toEqual(before);

    // Removing a host removes their events (the foreign key cascades).
    const carla = await createTestUser(t.db);
    expect(await dashboard()).toEqual({ ...before, events: before.events + 1 });
    await t.db.delete(users).where(eq(users.id, carla.id));
    expect(await dashboard()).toEqual(before);
    await expectLedgerExact();
  });

  it("count the catalogue's active gifts only: a host's own gift is not the catalogue's", async () => {
    const before = await dashboard();
    const host = await createTestUser(t.db);
    const [event] = await t.db
      .insert(events)
      .values({ userId: host.id, title: 'Z', slug: 'own-gift-count' })
      .returning();
    const own = await insertGift(t.db, { name: 'Quadro da avó', ownerEventId: event?.id });
    expect((await dashboard()).gifts).toBe(before.gifts);
    await t.db.update(gifts).set({ active: false }).where(eq(gifts.id, own.id));
    await t.db.delete(gifts).where(eq(gifts.id, own.id));
    const catalogue = await insertGift(t.db, { name: 'Cafeteira' });
    expect((await dashboard()).gifts).toBe(before.gifts + 1);
    await t.db.delete(gifts).where(eq(gifts.id, catalogue.id));
    await expectLedgerExact();
  });

  it('fold the ledger into one row per key when it grows, every count unchanged', async () => {
    const host = await createTestUser(t.db);
    const eventId = host.event?.id ?? 0;
    for (let i = 0; i < 120; i++) {
      await t.db
        .update(events)
        .set({ active: i % 2 === 0 })
        .where(eq(events.id, eventId));
    }
    const [ledger] = await t.db.select({ rows: count() }).from(rowCounts);
    expect(ledger?.rows).toBeGreaterThan(200);
    const before = await dashboard();

    const after = await dashboard();

    const { rows: perKey } = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from row_counts group by key having count(*) > 1`,
    );
    expect(perKey).toEqual([]);
    expect(after).toEqual(before);
    await expectLedgerExact();
  });

  it('stay exact under concurrent purchases, status changes and folds', async () => {
    const host = await createTestUser(t.db);
    const eventId = host.event?.id ?? 0;
    // Enough changes that each dashboard read below folds, while the writes go on.
    for (let i = 0; i < 110; i++) {
      await t.db
        .update(events)
        .set({ active: i % 2 === 0 })
        .where(eq(events.id, eventId));
    }
    const bought = await Promise.all(
      Array.from({ length: 30 }, () => insertPurchase(t.db, eventId, { status: 'PENDING' })),
    );
    await Promise.all([
      ...bought.map((purchase, i) =>
        t.db
          .update(purchases)
          .set({ status: i % 3 === 0 ? 'RECUSED' : 'APPROVED' })
          .where(eq(purchases.id, purchase.id)),
      ),
      ...Array.from({ length: 8 }, () => dashboard()),
      ...Array.from({ length: 20 }, () => createTestUser(t.db)),
    ]);
    await dashboard();
    const [ledger] = await t.db.select({ rows: count() }).from(rowCounts);
    expect(ledger?.rows).toBeLessThan(100);
    await expectLedgerExact();
  });

  it('go back to zero when the tables are emptied at once (TRUNCATE)', async () => {
    await t.db.execute(sql`truncate users, gifts cascade`);

    expect(await dashboard()).toEqual({ events: 0, gifts: 0, pendingPayouts: 0 });
    await expectLedgerExact();
  });
});
