import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type HeldCreditRow, heldCreditsSql, toHeldCredit } from './find-held-credits';

/** The money on hold that becomes available on one day ('YYYY-MM-DD', Brasília). */
export type BalanceRelease = { date: string; amountCents: number };

export type BalanceCents = {
  receivedCents: number;
  transferredCents: number;
  pendingCents: number;
  /**
   * 'Reservado para entregas': the host shares of the gifts to be delivered not yet bought (their
   * DELIVERY_RESERVED entries, less the DELIVERY_RELEASED of those the couple took as money or that
   * were cancelled). Not in the balance: neither available nor held.
   */
  reservedCents: number;
  /** The host shares used to buy the gifts delivered (the lines with a DELIVERY_BOUGHT entry). */
  boughtCents: number;
  availableCents: number;
  /** The host's share of approved gifts still in their holding period (find-held-credits.ts). */
  heldCents: number;
  /** When the held money becomes available, per day, soonest first; their sum is heldCents. */
  releases: BalanceRelease[];
  /**
   * Present only when the sum of the host's entries is below zero (a refund after a payout): that
   * sum, negative. `availableCents` stays 0 then: nothing can be requested until it recovers.
   */
  negativeBalanceCents?: number;
};

/** What an executor can run a query on: the pool or an open transaction. */
type Executor = Pick<Db, 'execute'>;

/**
 * An event's balance, in centavos, summed from its ledger entries (db/schema/ledger-entries.ts
 * gives each kind's sign; FEE_KEPT and FEE_REVERSED are the platform's and are left out):
 * - received = credits less refunds and charge-backs (the host's share of the approved purchases),
 *   plus what the platform gave back of a delivered gift refunded after it was bought
 *   (DELIVERY_LOSS_ABSORBED: the couple did receive that gift);
 * - transferred = what concluded payouts took (requested, less what was given back at conclusion);
 * - pending = what open requests reserve;
 * - reserved = the shares of the delivery lines not yet bought, set apart for the delivery; bought
 *   = the shares of the lines bought (per line, the sum of its DELIVERY_* entries, whose net is
 *   − share while it is reserved or once bought, 0 once released), so that
 *   received = available + held + reserved + bought + transferred + pending while the sum is not
 *   below zero;
 * - held = what the approved gifts still in their holding period credit (find-held-credits.ts
 *   says exactly which and how much), judged at the instant `at` (now unless given);
 * - available = the sum of every host entry less what is held, never below zero (an overpaid
 *   payout, or a refund after a payout, can take the sum below zero: nothing more can be requested
 *   until it recovers); the sum itself is answered as negativeBalanceCents when it is below zero.
 *   What is held is part of the sum, so it is in received and never in available: a payout asks
 *   for available only, and a refund or charge-back of a held gift takes it out of both the sum
 *   and what is held, leaving available where it was.
 * One round trip: the sums over the (event_id, kind) index, and the held credits.
 * (A DELIVERY_* entry names its purchase too, so what a held approval still credits is its share
 * less the lines set apart for delivery: a gift to be delivered is never available money.)
 */
export async function findLedgerBalanceCents(
  db: Executor,
  eventId: number,
  at: Date = new Date(),
): Promise<BalanceCents> {
  const result = await db.execute<{
    received: string;
    transferred: string;
    pending: string;
    reserved: string;
    bought: string;
    total: string;
    held: HeldCreditRow[];
  }>(sql`
    with host as (
      select kind, amount_cents, payout_id, delivery_id from ledger_entries
      where event_id = ${eventId} and kind not in ('FEE_KEPT', 'FEE_REVERSED')
    ), lines as (
      select sum(amount_cents) as net, bool_or(kind = 'DELIVERY_BOUGHT') as bought
      from host where kind in ('DELIVERY_RESERVED', 'DELIVERY_BOUGHT', 'DELIVERY_RELEASED')
      group by delivery_id
    ), requests as (
      select sum(amount_cents) as net,
        bool_or(kind = 'PAYOUT_CONCLUDED') as concluded,
        bool_or(kind = 'PAYOUT_CANCELLED') as cancelled
      from host where payout_id is not null group by payout_id
    )
    select
      (select coalesce(sum(amount_cents), 0) from host
        where kind in ('GIFT_CREDITED', 'REFUND', 'CHARGEBACK', 'STATUS_REVERSED', 'DELIVERY_LOSS_ABSORBED'))
        as received,
      (select coalesce(sum(-net), 0) from requests where concluded) as transferred,
      (select coalesce(sum(-net), 0) from requests where not concluded and not cancelled) as pending,
      (select coalesce(sum(-net), 0) from lines where not bought) as reserved,
      (select coalesce(sum(-net), 0) from lines where bought) as bought,
      (select coalesce(sum(amount_cents), 0) from host) as total,
      (select coalesce(json_agg(held order by held.release_at, held.purchase_id), '[]'::json)
        from (${heldCreditsSql(eventId, at)}) held) as held`);
  const row = result.rows[0];
  const total = Number(row?.total ?? 0);
  const held = (row?.held ?? []).map(toHeldCredit);
  const heldCents = held.reduce((sum, credit) => sum + credit.amountCents, 0);
  const releases: BalanceRelease[] = [];
  for (const credit of held) {
    const last = releases[releases.length - 1];
    if (last && last.date === credit.releaseDate) last.amountCents += credit.amountCents;
    else releases.push({ date: credit.releaseDate, amountCents: credit.amountCents });
  }
  return {
    receivedCents: Number(row?.received ?? 0),
    transferredCents: Number(row?.transferred ?? 0),
    pendingCents: Number(row?.pending ?? 0),
    reservedCents: Number(row?.reserved ?? 0),
    boughtCents: Number(row?.bought ?? 0),
    availableCents: Math.max(0, total - heldCents),
    heldCents,
    releases,
    ...(total < 0 ? { negativeBalanceCents: total } : {}),
  };
}
