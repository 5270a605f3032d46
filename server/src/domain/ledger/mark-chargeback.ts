import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** What can run a statement: the pool's transaction handle. */
type Executor = Pick<Db, 'execute'>;

/**
 * Says, for the rest of the open transaction only, that an approved purchase leaving APPROVED in
 * it was charged back by the payer's card issuer, not refunded: the database's ledger trigger then
 * writes its reversal as CHARGEBACK instead of REFUND. Call it inside the transaction, before the
 * update; the setting ends with the transaction, so a pooled connection does not carry it on.
 */
export async function markReversalAsChargeback(tx: Executor): Promise<void> {
  await tx.execute(sql`select set_config('celebra.purchase_reversal', 'CHARGEBACK', true)`);
}
