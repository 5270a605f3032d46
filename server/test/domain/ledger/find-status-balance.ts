import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import type { BalanceCents } from '../../../src/domain/ledger/find-ledger-balance';

/**
 * The balance as it was computed before the ledger, from the statuses alone: received =
 * userAmount of APPROVED purchases, transferred = paid amounts of PAID payouts, pending =
 * requested amounts of PENDING payouts, held = userAmount of the APPROVED purchases approved less
 * than settings.holdingDays days before `at`, available = received − transferred − pending − held,
 * never below zero (the sum received − transferred − pending itself as negativeBalanceCents when it
 * is below zero). The yardstick the ledger's balance is checked against.
 *
 * A purchase has no approval time of its own: its `updatedAt` stands in for it. That is the
 * approval time, or a later instant when the row was written again after it (a repeated
 * notification, an administrator setting APPROVED again): the property test only looks at
 * instants hours away from any purchase's release, so within its histories, which last seconds,
 * both say the same. Line refunds leave no trace in the statuses and are not part of those
 * histories.
 *
 * Gifts to be delivered (deliveries), from the lines' statuses: reserved = the shares of the lines
 * 'A comprar', bought = those of the lines bought, sent or delivered; neither is in the balance,
 * so the sum is received − transferred − pending − reserved − bought. A held purchase holds its
 * share less its lines reserved or bought under this approval (a line bought and then refunded
 * was paid by an earlier approval's reservation: its refund marked it). A line refunded after it
 * was bought whose loss the platform took on (refund_decision PLATFORM_ABSORBS) is received: the
 * couple have the gift, paid by the platform.
 */
export async function findStatusBalanceCents(
  db: Db,
  eventId: number,
  at: Date = new Date(),
): Promise<BalanceCents> {
  const result = await db.execute<{
    received: string;
    transferred: string;
    pending: string;
    reserved: string;
    bought: string;
  }>(sql`
    select
      (select coalesce(sum(user_amount_cents), 0) from purchases
        where event_id = ${eventId} and status = 'APPROVED')
        + (select coalesce(sum(share_cents), 0) from deliveries
          where event_id = ${eventId} and refund_decision = 'PLATFORM_ABSORBS') as received,
      (select coalesce(sum(paid_amount_cents), 0) from payouts
        where event_id = ${eventId} and status = 'PAID') as transferred,
      (select coalesce(sum(requested_amount_cents), 0) from payouts
        where event_id = ${eventId} and status = 'PENDING') as pending,
      (select coalesce(sum(share_cents), 0) from deliveries
        where event_id = ${eventId} and status = 'TO_BUY') as reserved,
      (select coalesce(sum(share_cents), 0) from deliveries
        where event_id = ${eventId} and status in ('BOUGHT', 'SENT', 'DELIVERED')) as bought`);
  const held = await db.execute<{ date: string; amount: string }>(sql`
    with hold as (select coalesce((select holding_days from settings where id = 1), 0) as days)
    select date, sum(amount) as amount from (
      select to_char((p.updated_at + hold.days * interval '24 hours') at time zone 'America/Sao_Paulo',
          'YYYY-MM-DD') as date,
        p.user_amount_cents - (select coalesce(sum(d.share_cents), 0) from deliveries d
          where d.purchase_id = p.id and (d.status = 'TO_BUY'
            or (d.status in ('BOUGHT', 'SENT', 'DELIVERED') and d.refunded_after_buying_at is null))) as amount
      from purchases p cross join hold
      where p.event_id = ${eventId} and p.status = 'APPROVED'
        and p.updated_at + hold.days * interval '24 hours' > ${at.toISOString()}::timestamptz
    ) held where amount > 0
    group by 1 order by 1`);
  const row = result.rows[0];
  const receivedCents = Number(row?.received ?? 0);
  const transferredCents = Number(row?.transferred ?? 0);
  const pendingCents = Number(row?.pending ?? 0);
  const reservedCents = Number(row?.reserved ?? 0);
  const boughtCents = Number(row?.bought ?? 0);
  const releases = held.rows.map((release) => ({ date: release.date, amountCents: Number(release.amount) }));
  const heldCents = releases.reduce((sum, release) => sum + release.amountCents, 0);
  const total = receivedCents - transferredCents - pendingCents - reservedCents - boughtCents;
  return {
    receivedCents,
    transferredCents,
    pendingCents,
    reservedCents,
    boughtCents,
    availableCents: Math.max(0, total - heldCents),
    heldCents,
    releases,
    ...(total < 0 ? { negativeBalanceCents: total } : {}),
  };
}
