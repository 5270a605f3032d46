import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';

export type DisputedPurchase = {
  id: number;
  status: (typeof purchases.$inferSelect)['status'];
  /** The payment of the charge-back that the purchase recorded. */
  providerPaymentId: string;
};

/**
 * The purchase a charge-back disputes: the one whose recorded provider payment is among the
 * charge-back's payments (the first of them that one has, in the provider's order), or undefined.
 */
export async function findDisputedPurchase(
  db: Db,
  paymentIds: readonly string[],
): Promise<DisputedPurchase | undefined> {
  if (paymentIds.length === 0) return undefined;
  const rows = await db
    .select({ id: purchases.id, status: purchases.status, providerPaymentId: purchases.providerPaymentId })
    .from(purchases)
    .where(inArray(purchases.providerPaymentId, [...paymentIds]));
  for (const paymentId of paymentIds) {
    const row = rows.find((candidate) => candidate.providerPaymentId === paymentId);
    if (row) return { id: row.id, status: row.status, providerPaymentId: paymentId };
  }
  return undefined;
}
