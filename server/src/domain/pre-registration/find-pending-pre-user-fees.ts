import { and, asc, eq, gt, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preUserRequests } from '../../db/schema/index';

/** A fee's checkout still waiting for its payment, as the payments' reconciliation looks it up. */
export type PendingFee = { id: number; createdAt: Date; providerPaymentId: string | null };

/**
 * Pre-registration fees still PENDING with a checkout, last changed within the window (a new link
 * made for the same request changes the row), in the reconciliation's turn: never asked first
 * (oldest first), then the one asked longest ago. Both tables are small: a host pays each once.
 */
export function findPendingPreUserFees(
  db: Db,
  window: { from: Date; to: Date; limit: number },
): Promise<PendingFee[]> {
  return db
    .select({
      id: preUserRequests.id,
      createdAt: preUserRequests.createdAt,
      providerPaymentId: preUserRequests.providerPaymentId,
    })
    .from(preUserRequests)
    .where(
      and(
        eq(preUserRequests.paymentStatus, 'PENDING'),
        or(isNotNull(preUserRequests.providerPreferenceId), isNotNull(preUserRequests.providerPaymentId)),
        gt(preUserRequests.updatedAt, window.from),
        lte(preUserRequests.updatedAt, window.to),
      ),
    )
    .orderBy(
      sql`${preUserRequests.lastReconciledAt} asc nulls first`,
      asc(preUserRequests.updatedAt),
      asc(preUserRequests.id),
    )
    .limit(window.limit);
}
