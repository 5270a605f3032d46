import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
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
 * window: old enough for a notification to have arrived, young enough to still matter), in the
 * reconciliation's turn: the ones never asked about first (the oldest of them first), then the
 * one asked longest ago. Each run moves the asked ones to the back (markPurchasesReconciled), so
 * however many abandoned checkouts wait, every pending purchase comes round within
 * ceil(pending / limit) runs. Read through the partial index on the pending ones' turn.
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
    .orderBy(sql`${purchases.lastReconciledAt} asc nulls first`, asc(purchases.createdAt), asc(purchases.id))
    .limit(window.limit);
}
