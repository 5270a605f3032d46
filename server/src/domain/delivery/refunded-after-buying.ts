import { sql } from 'drizzle-orm';
import { deliveries } from '../../db/schema/index';

/**
 * A line whose gift's money went back after it was bought, and is still back: marked by the
 * database at the refund or charge-back, and either its purchase is not approved now or the line
 * was refunded alone (its REFUND, occurrence 1 000 000 + the purchase line's id, found by the
 * ledger's unique (purchase, kind, occurrence) index). A purchase approved again after a whole
 * refund credited the couple again: nothing is lost, no decision is needed.
 */
export const refundedAfterBuyingSql = sql<boolean>`(${deliveries.refundedAfterBuyingAt} is not null and (
  (select p.status from purchases p where p.id = ${deliveries.purchaseId}) <> 'APPROVED'
  or exists (select 1 from ledger_entries l where l.purchase_id = ${deliveries.purchaseId}
    and l.kind = 'REFUND' and l.occurrence = 1000000 + ${deliveries.purchaseItemId})))`;
