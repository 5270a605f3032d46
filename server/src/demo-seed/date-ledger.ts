import { sql } from 'drizzle-orm';
import type { Tx } from './context';

/**
 * The demo's history is written in one transaction, so the ledger's triggers date every entry
 * the moment the seed ran, while the purchases and payouts they record are weeks old: the
 * statement ('Exportar extrato') would put the whole demo on one day. Each entry takes the date
 * of what it records: a purchase's movements its creation, a payout's request its creation and
 * its conclusion its concluded date. The ledger refuses updates to everyone, so its guard is
 * lifted for this one statement, inside the seed's transaction (a failure undoes it with the rest).
 */
export async function dateSeedLedger(tx: Tx): Promise<void> {
  await tx.execute(sql`alter table ledger_entries disable trigger ledger_entries_append_only`);
  await tx.execute(sql`
    update ledger_entries l set created_at = coalesce(case
      when l.kind = 'PAYOUT_CONCLUDED' then (select o.concluded_at from payouts o where o.id = l.payout_id)
      when l.payout_id is not null then (select o.created_at from payouts o where o.id = l.payout_id)
      else (select p.created_at from purchases p where p.id = l.purchase_id) end, l.created_at)`);
  await tx.execute(sql`alter table ledger_entries enable trigger ledger_entries_append_only`);
}
