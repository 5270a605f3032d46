import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';

export type PendingPurchase = {
  id: number;
  createdAt: Date;
  providerPaymentId: string | null;
  paymentMethod: string | null;
  pixExpiresAt: Date | null;
};

/**
 * Guest purchases still PENDING that were made between `from` and `to` (the reconciliation's
 * window: old enough for a notification to have arrived, young enough to still matter), oldest
 * first so that the abandoned ones, which the run cancels, do not hold the batch for the rest.
 * Read through the (status, createdAt, id) index.
 */
export function findPendingPurchases(
  db: Db,
  window: { from: Date; to: Date; limit: number },
): Promise<PendingPurchase[]> {
  return db
    .select({
      id: purchases.id,
      createdAt: purchases.createdAt,
      providerPaymentId: purchases.providerPaymentId,
      paymentMethod: purchases.paymentMethod,
      pixExpiresAt: purchases.pixExpiresAt,
    })
    .from(purchases)
    .where(
      and(
        eq(purchases.status, 'PENDING'),
        gt(purchases.createdAt, window.from),
        lte(purchases.createdAt, window.to),
      ),
    )
    .orderBy(asc(purchases.createdAt), asc(purchases.id))
    .limit(window.limit);
}
