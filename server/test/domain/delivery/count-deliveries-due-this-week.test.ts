import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { eventDetails, eventGifts, gifts } from '../../../src/db/schema/index';
import {
  countDeliveriesDueThisWeek,
  deliveriesDueThisWeekSql,
} from '../../../src/domain/delivery/count-deliveries-due-this-week';
import { adminHeaders, createTestAdmin, createTestUser } from '../../helpers/accounts';
import { build } from '../../helpers/build';

/**
 * The dashboard's count of the delivery lines due this week: 'A comprar' or 'Comprado', whose due
 * window meets Monday to Sunday in São Paulo; read over the (status, due_from, id) index whatever
 * the past holds.
 */
const t = await build();

/** `n` approved gifts of an item for a couple who chose delivery: the database writes their lines. */
async function linesFor(n: number): Promise<number[]> {
  const host = await createTestUser(t.db, { event: { giftDeliveryPreference: 'weekOfParty' } });
  const eventId = host.event?.id ?? 0;
  await t.db.insert(eventDetails).values({ eventId, eventDate: '2027-03-20' });
  const [gift] = await t.db.insert(gifts).values({ name: 'Jogo de panelas', priceCents: 15_000 }).returning();
  if (!gift) throw new Error('gift not created');
  await t.db.insert(eventGifts).values({ eventId, giftId: gift.id, kind: 'item' });
  await t.db.execute(sql`
    with bought as (
      insert into purchases (event_id, guest_name, guest_email, user_amount_cents, total_price_cents, percentage, status)
      select ${eventId}, 'Davi Lima', 'davi@example.com', 15000, 16500, 10, 'APPROVED' from generate_series(1, ${n})
      returning id
    )
    insert into purchase_items (purchase_id, gift_id, gift_name, unit_price_cents, quantity)
    select id, ${gift.id}, 'Jogo de panelas', 15000, 1 from bought`);
  const rows = await t.db.execute<{ id: number }>(
    sql`select id from deliveries where event_id = ${eventId} order by id`,
  );
  return rows.rows.map((row) => Number(row.id));
}

/** A line's window and, by the flow, its status. */
async function setLine(id: number, dueFrom: string | null, status: 'TO_BUY' | 'BOUGHT' | 'SENT' = 'TO_BUY') {
  await t.db.execute(sql`update deliveries set due_from = ${dueFrom}::date, due_to = ${dueFrom}::date + 6
    where id = ${id}`);
  if (status !== 'TO_BUY')
    await t.db.execute(
      sql`update deliveries set status = 'BOUGHT', cost_cents = 100, supplier = 'Loja' where id = ${id}`,
    );
  if (status === 'SENT')
    await t.db.execute(
      sql`update deliveries set status = 'SENT', carrier = 'Correios', tracking_code = 'BR1' where id = ${id}`,
    );
}

// Wednesday 17/03/2027, São Paulo: the week of Monday 15/03 to Sunday 21/03.
const WEDNESDAY = new Date('2027-03-17T15:00:00Z');

describe('the lines due this week', () => {
  it("count 'A comprar' and 'Comprado' whose window meets the week, in São Paulo time", async () => {
    const [endsMonday, startsNextMonday, boughtOverlapping, sent, endedSunday, noDate] = await linesFor(6);
    await setLine(endsMonday ?? 0, '2027-03-09');
    await setLine(startsNextMonday ?? 0, '2027-03-22');
    await setLine(boughtOverlapping ?? 0, '2027-03-16', 'BOUGHT');
    await setLine(sent ?? 0, '2027-03-16', 'SENT');
    await setLine(endedSunday ?? 0, '2027-03-08');
    await setLine(noDate ?? 0, null);
    expect(await countDeliveriesDueThisWeek(t.db, WEDNESDAY)).toBe(2);
    // Sunday 21/03 at 23:00 in São Paulo is already Monday in UTC: still this week
    expect(await countDeliveriesDueThisWeek(t.db, new Date('2027-03-22T02:00:00Z'))).toBe(2);
    // Monday 22/03 in São Paulo: the next week's line, and the bought one still meeting it
    expect(await countDeliveriesDueThisWeek(t.db, new Date('2027-03-22T04:00:00Z'))).toBe(2);
    expect(await countDeliveriesDueThisWeek(t.db, new Date('2027-04-07T12:00:00Z'))).toBe(0);

    const admin = await createTestAdmin(t.db);
    const headers = await adminHeaders(t.db, admin.id);
    const response = await t.app.inject({ url: '/api/admin/dashboard/retrieve', headers });
    expect(response.json().totals.deliveriesDueThisWeek).toEqual(expect.any(Number));
    // The card opens 'Entregas' on the lines to buy or bought (UNSENT) meeting the week: the
    // same lines it counts, not every status's.
    const listed = await t.app.inject({
      url: '/api/admin/deliveries?status=UNSENT&dueFrom=2027-03-15&dueTo=2027-03-21',
      headers,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().total).toBe(await countDeliveriesDueThisWeek(t.db, WEDNESDAY));
    expect(listed.json().deliveries.map((line: { id: number }) => line.id)).toEqual([
      endsMonday,
      boughtOverlapping,
    ]);
    expect(listed.json().deliveries.map((line: { status: string }) => line.status)).toEqual([
      'TO_BUY',
      'BOUGHT',
    ]);
  });

  it('read a short range of the (status, due_from, due_to) index among thousands of lines, not their rows', async () => {
    const many = await linesFor(4_000);
    const first = many[0] ?? 0;
    const last = many[many.length - 1] ?? 0;
    // spread over the 200 days around the week (a busy season: 260 lines meet the week's range),
    // a fifth still to buy
    await t.db.execute(sql`update deliveries set due_from = date '2027-01-01' + (id % 200),
      due_to = date '2027-01-01' + (id % 200) + 6 where id between ${first} and ${last}`);
    await t.db.execute(sql`update deliveries set status = 'BOUGHT', cost_cents = 100, supplier = 'Loja'
      where id between ${first} and ${last} and id % 5 <> 0`);
    await t.db.execute(sql`update deliveries set status = 'SENT', carrier = 'Correios', tracking_code = 'BR1'
      where id between ${first} and ${last} and id % 5 <> 0`);
    // as autovacuum leaves a table between bursts of writes: its pages marked all-visible
    await t.db.execute(sql`vacuum analyze deliveries`);
    const explained = await t.db.execute<{ 'QUERY PLAN': unknown }>(
      sql`explain (analyze, format json) ${deliveriesDueThisWeekSql(WEDNESDAY)}`,
    );
    const plan = JSON.stringify(explained.rows[0]?.['QUERY PLAN']);
    // counted from the index alone (rows are read only for pages the vacuum could not mark
    // all-visible yet, which a busy cluster may leave)
    expect(plan).toContain('"Node Type":"Index Only Scan"');
    expect(plan).toContain('deliveries_due_window_index');
    expect(plan).not.toContain('"Seq Scan"');
    // the rows the index hands over: a few days' lines, not the thousands
    const read = [...plan.matchAll(/"Relation Name":"deliveries"[^}]*?"Actual Rows":(\d+)/g)].map((m) =>
      Number(m[1]),
    );
    expect(Math.max(0, ...read)).toBeLessThan(100);
    // and the count is the plain one: every line to buy or bought whose window meets 15–21/03
    const plain = await t.db.execute<{ due: number }>(sql`select count(*)::int as due from deliveries
      where status in ('TO_BUY', 'BOUGHT') and due_from <= date '2027-03-21' and due_to >= date '2027-03-15'`);
    expect(plain.rows[0]?.due).toBeGreaterThan(20);
    expect(await countDeliveriesDueThisWeek(t.db, WEDNESDAY)).toBe(plain.rows[0]?.due);
  });
});
