import { centsToReais } from '@celebra/shared/format';
import type { TTransactionTotals } from '@celebra/shared/models';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export type BalanceCents = {
  receivedCents: number;
  transferredCents: number;
  pendingCents: number;
  availableCents: number;
};

/** What an executor can run a query on: the pool or an open transaction. */
type Executor = Pick<Db, 'execute'>;

/**
 * An event's balance, in centavos: received = userAmount of approved purchases,
 * transferred = paid amounts of paid payouts, pending = requested amounts of pending payouts,
 * available = received − transferred − pending, never below zero. One round trip; both sums use
 * the (event_id, status) indexes. Pass a transaction to read it under that transaction's locks.
 */
export async function findBalanceCents(db: Executor, eventId: number): Promise<BalanceCents> {
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
  return {
    receivedCents,
    transferredCents,
    pendingCents,
    availableCents: Math.max(0, receivedCents - transferredCents - pendingCents),
  };
}

/** The balance as the API speaks it (reais), for the admin and host transaction totals calls. */
export async function findTransactionTotals(db: Executor, eventId: number): Promise<TTransactionTotals> {
  const balance = await findBalanceCents(db, eventId);
  return {
    totalReceived: centsToReais(balance.receivedCents),
    totalTransferred: centsToReais(balance.transferredCents),
    totalPending: centsToReais(balance.pendingCents),
    totalAvailable: centsToReais(balance.availableCents),
  };
}
