import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PLATFORM_TIME_ZONE } from '../../db/list-query';

/** What an executor can run a query on: the pool or an open transaction. */
type Executor = Pick<Db, 'execute'>;

/** One approved gift whose money is still on hold ('a liberar'). */
export type HeldCredit = {
  purchaseId: number;
  /** The instant its money becomes available. */
  releaseAt: Date;
  /** That instant's calendar day in the platform's time zone, 'YYYY-MM-DD'. */
  releaseDate: string;
  /** What that approval still credits the host: its credit less the lines refunded since. */
  amountCents: number;
};

/**
 * The holding period (settings.holdingDays): a gift's host share becomes available holdingDays
 * days after its approval, so that a charge-back in those days takes back money the host has not
 * yet been paid. Before that it is on hold ('a liberar'): counted in what was received, not in
 * what can be requested.
 *
 * The rule, per purchase, at the instant `at`:
 * - only a purchase that is APPROVED now holds anything: a refunded, charged-back or cancelled
 *   gift has already been taken out of the balance by its reversal entry, so it holds nothing;
 * - its approval is its latest GIFT_CREDITED entry (an administrator may approve it again after a
 *   refund, which credits it again and starts a new holding period);
 * - it is held while that credit's time (to the millisecond) + holdingDays × 24 hours is after
 *   `at`, and available from that instant on (Brazil keeps no daylight saving time, so that is
 *   the same hour holdingDays calendar days later in Brasília);
 * - the amount held is what that approval still credits: the sum of the purchase's host entries
 *   from that credit on (the credit, less the REFUND entries of lines refunded since); a gift
 *   whose every line was refunded holds nothing. A line refund of a held gift lowers what is
 *   held by what it takes from the balance, so what is available does not move.
 * holdingDays is read from the settings row now: changing it moves the release of the gifts
 * already on hold too. No settings row, or 0, holds nothing.
 *
 * The purchases are reached through the event's credits (the (event_id, kind) index), each
 * purchase's later entries through the (purchase_id, kind, occurrence) index.
 */
export async function findHeldCredits(db: Executor, eventId: number, at: Date): Promise<HeldCredit[]> {
  const result = await db.execute<HeldCreditRow>(
    sql`select * from (${heldCreditsSql(eventId, at)}) held order by release_at, purchase_id`,
  );
  return result.rows.map(toHeldCredit);
}

/** A held credit as the statement answers it (directly, or inside a JSON array). */
export type HeldCreditRow = {
  purchase_id: number;
  release_at: string | Date;
  release_date: string;
  amount: string | number;
};

export function toHeldCredit(row: HeldCreditRow): HeldCredit {
  return {
    purchaseId: Number(row.purchase_id),
    releaseAt: new Date(row.release_at),
    releaseDate: row.release_date,
    amountCents: Number(row.amount),
  };
}

/**
 * The statement of the rule above, as a subquery of (purchase_id, release_at, release_date,
 * amount) rows, so that the balance can read it in its own round trip. With no holding period
 * the event's credits are not even read.
 */
export function heldCreditsSql(eventId: number, at: Date): SQL {
  return sql`
    with hold as (
      select coalesce((select holding_days from settings where id = 1), 0) as days
    ), credits as (
      select distinct on (e.purchase_id) e.purchase_id, e.id, e.created_at
      from ledger_entries e
      join purchases p on p.id = e.purchase_id and p.status = 'APPROVED'
      where e.event_id = ${eventId} and e.kind = 'GIFT_CREDITED' and (select days from hold) > 0
      order by e.purchase_id, e.id desc
    ), releases as (
      -- to the millisecond, as the API and JavaScript's dates speak: the instant answered is the
      -- exact one from which the money counts as available
      select c.purchase_id, c.id,
        date_trunc('milliseconds', c.created_at) + hold.days * interval '24 hours' as release_at
      from credits c cross join hold
    ), held as (
      select r.purchase_id, r.release_at,
        (select coalesce(sum(x.amount_cents), 0) from ledger_entries x
          where x.purchase_id = r.purchase_id and x.kind not in ('FEE_KEPT', 'FEE_REVERSED') and x.id >= r.id) as amount
      from releases r
      where r.release_at > ${at.toISOString()}::timestamptz
    )
    select purchase_id, release_at,
      to_char(release_at at time zone ${PLATFORM_TIME_ZONE}, 'YYYY-MM-DD') as release_date, amount
    from held
    where amount > 0`;
}
