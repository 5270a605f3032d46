import { sql } from 'drizzle-orm';
import type { Db } from '../../../src/db/client';
import type { BalanceCents } from '../../../src/domain/ledger/find-ledger-balance';

/**
 * The balance as it was computed before the ledger, from the statuses alone: received =
 * userAmount of APPROVED purchases, transferred = paid amounts of PAID payouts, pending =
 * requested amounts of PENDING payouts, available = received − transferred − pending, never
 * below zero (the sum itself as negativeBalanceCents when it is below zero). The yardstick the ledger's balance is checked against.
 */
export async function findStatusBalanceCents(db: Db, eventId: number): Promise<BalanceCents> {
  const result = await db.execute<{ received: string; transferred: string; pending: string }>(sql`
    select
      (select coalesce(sum(user_amount_cents), 0) from purchases
        where event_id = ${eventId} and status = 'APPROVED') as received,
      (select coalesce(sum(paid_amount_cents), 0) from payouts
        where event_id = ${eventId} and status = 'PAID') as transferred,
      (select coalesce(sum(requested_amount_cents), 0) from payouts
        where event_id = ${eventId} and status = 'PENDING') as pending`);
  const row = result.rows[0];
  const receivedCents = Number(row?.received ?? 0);
  const transferredCents = Number(row?.transferred ?? 0);
  const pendingCents = Number(row?.pending ?? 0);
  const total = receivedCents - transferredCents - pendingCents;
  return {
    receivedCents,
    transferredCents,
    pendingCents,
    availableCents: Math.max(0, total),
    ...(total < 0 ? { negativeBalanceCents: total } : {}),
  };
}
