import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { findLedgerBalanceCents } from '../ledger/find-ledger-balance';

/** What an executor can run a query on: the pool or an open transaction. */
type Executor = Pick<Db, 'execute'>;

/** A pending payout's cover, in centavos (the model's TPayoutCover says what each figure is). */
export type PayoutCoverCents = {
  balanceCents: number;
  heldCents: number;
  reservedCents: number;
  coverableCents: number;
  refundsSinceRequest: { count: number; amountCents: number };
  openChargebacks: { count: number; amountCents: number };
};

/**
 * What the host has to cover a pending payout now. The balance is the ledger's sum of the event's
 * host entries, which the payout's own request already lowered by its amount (PAYOUT_REQUESTED):
 * so what may be paid is that sum, less what is still on hold (never payable), plus this payout's
 * reservation. A refund or charge-back after the request lowers it; when it falls below what is
 * paid, paying would hand the host money they no longer have. Read on the given transaction, under
 * its locks. Also: what took money back since the request, and the charge-backs still open (not
 * covered by the provider and with their documentation deadline ahead, or none set).
 */
export async function findPayoutCoverCents(
  db: Executor,
  payout: { eventId: number; requestedAmountCents: number; createdAt: Date },
  at: Date = new Date(),
): Promise<PayoutCoverCents> {
  const balance = await findLedgerBalanceCents(db, payout.eventId, at);
  const balanceCents = balance.receivedCents - balance.transferredCents - balance.pendingCents;
  const coverableCents = balanceCents - balance.heldCents + payout.requestedAmountCents;
  const result = await db.execute<{
    refund_count: number;
    refund_cents: string;
    chargeback_count: number;
    chargeback_cents: string;
  }>(sql`
    select
      (select count(*)::int from ledger_entries
        where event_id = ${payout.eventId} and kind in ('REFUND', 'CHARGEBACK')
          and created_at > ${payout.createdAt.toISOString()}) as refund_count,
      (select coalesce(-sum(amount_cents), 0) from ledger_entries
        where event_id = ${payout.eventId} and kind in ('REFUND', 'CHARGEBACK')
          and created_at > ${payout.createdAt.toISOString()}) as refund_cents,
      (select count(*)::int from chargebacks c join purchases p on p.id = c.purchase_id
        where p.event_id = ${payout.eventId} and not c.coverage_applied
          and (c.documentation_deadline is null or c.documentation_deadline > ${at.toISOString()})) as chargeback_count,
      (select coalesce(sum(c.amount_cents), 0) from chargebacks c join purchases p on p.id = c.purchase_id
        where p.event_id = ${payout.eventId} and not c.coverage_applied
          and (c.documentation_deadline is null or c.documentation_deadline > ${at.toISOString()})) as chargeback_cents`);
  const row = result.rows[0];
  return {
    balanceCents,
    heldCents: balance.heldCents,
    reservedCents: payout.requestedAmountCents,
    coverableCents,
    refundsSinceRequest: { count: row?.refund_count ?? 0, amountCents: Number(row?.refund_cents ?? 0) },
    openChargebacks: { count: row?.chargeback_count ?? 0, amountCents: Number(row?.chargeback_cents ?? 0) },
  };
}
