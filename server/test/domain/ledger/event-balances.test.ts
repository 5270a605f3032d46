import { readFile } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { purchases } from '../../../src/db/schema/index';
import { findNegativeBalances, foldEventBalances } from '../../../src/domain/ledger/find-negative-balances';
import { applyPurchasePayment } from '../../../src/domain/purchase/apply-purchase-payment';
import { createTestUser } from '../../helpers/accounts';
import { build } from '../../helpers/build';

/*
 * The balances the ledger keeps as it is written (event_balance_deltas, one row per moving
 * statement, folded now and then) against the ledger itself, summed the slow way: under
 * concurrent gifts and folds, for a whole database of events, and as the migration fills them
 * from a ledger written before it.
 */

const t = await build();

/** Every event's host balance summed from the whole ledger: the reference, one pass. */
async function ledgerBalances(): Promise<Map<number, number>> {
  const result = await t.db.execute<{ event_id: number; balance: string }>(sql`
    select event_id, sum(amount_cents) as balance from ledger_entries
    where kind not in ('FEE_KEPT', 'FEE_REVERSED') group by event_id having sum(amount_cents) <> 0`);
  return new Map(result.rows.map((row) => [row.event_id, Number(row.balance)]));
}

/** Every event's kept balance. */
async function keptBalances(): Promise<Map<number, number>> {
  const result = await t.db.execute<{ event_id: number; balance: string }>(sql`
    select event_id, sum(delta_cents) as balance from event_balance_deltas
    group by event_id having sum(delta_cents) <> 0`);
  return new Map(result.rows.map((row) => [row.event_id, Number(row.balance)]));
}

/** The events below zero by the reference, as the back office lists them (reais, lowest first). */
async function negativeByLedger() {
  const balances = await ledgerBalances();
  return [...balances]
    .filter(([, cents]) => cents < 0)
    .sort(([a, x], [b, y]) => x - y || a - b)
    .map(([eventId, cents]) => ({ eventId, balance: cents / 100 }));
}

let paymentIds = 70_000_000;

/** A purchase of the event, approved by the provider (crediting it), then maybe refunded. */
async function gift(eventId: number, userAmountCents: number, refunded: boolean) {
  const [row] = await t.db
    .insert(purchases)
    .values({
      eventId,
      guestEmail: 'convidado@example.com',
      userAmountCents,
      totalPriceCents: userAmountCents + 500,
      percentage: 5,
    })
    .returning({ id: purchases.id });
  if (!row) throw new Error('purchase not inserted');
  paymentIds += 1;
  await applyPurchasePayment(t.db, row.id, String(paymentIds), 'APPROVED', 'approved');
  if (refunded) await applyPurchasePayment(t.db, row.id, String(paymentIds), 'CANCELLED', 'refunded');
}

/** A payout of `cents` taken from the event and concluded, as the bench's load writes them. */
async function paidOut(eventId: number, userId: number, cents: number) {
  await t.db.execute(sql`
    with p as (
      insert into payouts (event_id, user_id, requested_amount_cents, status)
      values (${eventId}, ${userId}, ${cents}, 'PENDING') returning id
    )
    update payouts set status = 'PAID', paid_amount_cents = ${cents}, concluded_at = now()
    where id = (select id from p)`);
}

describe("the events' kept balances", () => {
  it('equal the ledger under concurrent gifts, refunds and folds, and list exactly the events below zero', async () => {
    const hosts = await Promise.all([1, 2, 3, 4].map(() => createTestUser(t.db)));
    const events = hosts.map((host) => {
      if (!host.event) throw new Error('event not created');
      return { id: host.event.id, userId: host.id };
    });
    // Each event receives gifts, some refunded, while the balances are folded; then two of them are
    // paid out their whole balance and see a gift refunded: below zero.
    await Promise.all(events.map((event, i) => gift(event.id, 10_000 * (i + 1), false)));
    const [first, second] = events;
    if (!first || !second) throw new Error('events missing');
    const work: Promise<unknown>[] = [];
    for (let round = 0; round < 12; round++) {
      for (const [i, event] of events.entries())
        work.push(gift(event.id, 1_000 + round * 10 + i, round % 3 === 0));
      work.push(foldEventBalances(t.db));
    }
    work.push(gift(first.id, 4_000, true), gift(second.id, 7_000, true));
    await Promise.all(work);
    const balances = await ledgerBalances();
    await paidOut(first.id, first.userId, balances.get(first.id) ?? 0);
    await paidOut(second.id, second.userId, balances.get(second.id) ?? 0);
    const refundPaid = async (eventId: number) => {
      const [row] = await t.db
        .execute<{ id: number; provider_payment_id: string }>(sql`
        select id, provider_payment_id from purchases
        where event_id = ${eventId} and status = 'APPROVED' order by user_amount_cents desc limit 1`)
        .then((r) => r.rows);
      if (!row) throw new Error('no approved purchase');
      await applyPurchasePayment(t.db, row.id, row.provider_payment_id, 'CANCELLED', 'refunded');
    };
    await Promise.all([refundPaid(first.id), refundPaid(second.id), foldEventBalances(t.db)]);

    expect(await keptBalances()).toEqual(await ledgerBalances());
    const expected = await negativeByLedger();
    expect(expected.map((row) => row.eventId).sort()).toEqual([first.id, second.id].sort());
    const listed = await findNegativeBalances(t.db);
    expect(listed.map(({ eventId, balance }) => ({ eventId, balance }))).toEqual(expected);
    // Folded, the same; and what is left is one row per event that has money.
    await foldEventBalances(t.db);
    expect(await keptBalances()).toEqual(await ledgerBalances());
    const listedAfter = await findNegativeBalances(t.db);
    expect(listedAfter).toEqual(listed);
    const unfolded = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from event_balance_deltas where not folded`,
    );
    expect(unfolded.rows[0]?.n).toBe(0);
  });

  it('are filled by the migration from a ledger written before it', async () => {
    const before = await ledgerBalances();
    expect(before.size).toBeGreaterThan(0);
    // The migration's fill, on an emptied table: the balances of the ledger so far.
    const migration = await readFile(
      new URL('../../../drizzle/0034_event-balance-deltas.sql', import.meta.url),
      'utf8',
    );
    const fill = migration
      .split('--> statement-breakpoint')
      .find((statement) =>
        statement.includes('INSERT INTO event_balance_deltas (event_id, delta_cents, folded)'),
      );
    if (!fill) throw new Error("the migration's fill not found");
    await t.db.execute(sql`delete from event_balance_deltas`);
    expect((await keptBalances()).size).toBe(0);
    await t.db.execute(sql.raw(fill));
    expect(await keptBalances()).toEqual(before);
  });

  it('empty with the ledger when it is truncated', async () => {
    await t.db.execute(sql`truncate ledger_entries`);
    expect((await keptBalances()).size).toBe(0);
    expect(await findNegativeBalances(t.db)).toEqual([]);
  });
});
