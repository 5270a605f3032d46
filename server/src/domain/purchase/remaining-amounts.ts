import { type SQL, sql } from 'drizzle-orm';
import { purchases } from '../../db/schema/index';
import { LINE_REFUND_OCCURRENCE_BASE } from '../ledger/record-line-refund';

/**
 * Σ of the purchase's line-refund entries of `kinds` written since its latest credit (≤ 0): what
 * its refunds one line at a time took back of the approval that stands. Read from the ledger, the
 * only record of them, through its (purchase_id, kind, occurrence) unique index.
 */
function refundedSinceCredit(t: PurchaseColumns, kinds: SQL) {
  return sql`coalesce((
    select sum(l.amount_cents) from ledger_entries l
    where l.purchase_id = ${t.id} and l.kind in ${kinds}
      and l.occurrence >= ${LINE_REFUND_OCCURRENCE_BASE}
      and l.id > coalesce((
        select max(c.id) from ledger_entries c
        where c.purchase_id = ${t.id} and c.kind = 'GIFT_CREDITED'
      ), 0)
  ), 0)`;
}

/** The purchases table's columns, or those of its alias in a relational query (`extras`). */
type PurchaseColumns = Pick<typeof purchases, 'id' | 'state' | 'totalPriceCents' | 'userAmountCents'>;

/**
 * What remains of the guest's payment, in centavos: the whole total while approved, less the lines
 * refunded (their host share and their fee) when partly refunded; 0 in every other state (nothing
 * paid, or all of it given back or disputed).
 */
export function remainingTotalCents(t: PurchaseColumns = purchases) {
  return sql<number>`(case
    when ${t.state} = 'APPROVED' then ${t.totalPriceCents}
    when ${t.state} = 'PARTIALLY_REFUNDED'
      then ${t.totalPriceCents} + ${refundedSinceCredit(t, sql`('REFUND', 'FEE_REVERSED')`)}
    else 0 end)::int`.mapWith(Number);
}

/**
 * What remains of the host's share, in centavos: what the purchase still adds to the host's
 * 'Total Recebido' (its credit less the lines refunded since), 0 when it is not approved.
 */
export function remainingUserCents(t: PurchaseColumns = purchases) {
  return sql<number>`(case
    when ${t.state} = 'APPROVED' then ${t.userAmountCents}
    when ${t.state} = 'PARTIALLY_REFUNDED'
      then ${t.userAmountCents} + ${refundedSinceCredit(t, sql`('REFUND')`)}
    else 0 end)::int`.mapWith(Number);
}
