import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chargebacks } from '../../db/schema/index';
import type { ProviderChargeback } from '../../payment-provider/provider-schemas';

/** What saving did: a new row, a row whose deadline, coverage or amount changed, or nothing. */
export type SavedChargeback = 'created' | 'updated' | 'unchanged';

/**
 * Records a charge-back as the provider reports it now, keyed on the provider's id: the first
 * report inserts its row (linked to the disputed purchase), a later one with another deadline,
 * coverage, requirement or amount updates it, and a repeat changes nothing (not even updatedAt),
 * in one statement, so deliveries at the same time cannot insert it twice.
 */
export async function saveChargeback(
  db: Db,
  purchaseId: number,
  providerPaymentId: string,
  chargeback: ProviderChargeback,
): Promise<SavedChargeback> {
  const reported = {
    amountCents: chargeback.amountCents,
    documentationRequired: chargeback.documentationRequired,
    documentationDeadline: chargeback.documentationDeadline,
    coverageApplied: chargeback.coverageApplied,
  };
  const [row] = await db
    .insert(chargebacks)
    .values({ purchaseId, providerPaymentId, providerChargebackId: chargeback.id, ...reported })
    .onConflictDoUpdate({
      target: chargebacks.providerChargebackId,
      set: { ...reported, updatedAt: sql`now()` },
      setWhere: sql`(${chargebacks.amountCents}, ${chargebacks.documentationRequired}, ${chargebacks.documentationDeadline}, ${chargebacks.coverageApplied})
        is distinct from (excluded.amount_cents, excluded.documentation_required, excluded.documentation_deadline, excluded.coverage_applied)`,
    })
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  if (!row) return 'unchanged';
  return row.inserted ? 'created' : 'updated';
}
