import { and, asc, eq, gt, isNotNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventServices } from '../../db/schema/index';
import type { PendingFee } from '../pre-registration/find-pending-pre-user-fees';

/**
 * Turbo services bought and still PENDING with a checkout, last changed within the window, in the
 * reconciliation's turn: never asked first (oldest first), then the one asked longest ago.
 */
export function findPendingServices(
  db: Db,
  window: { from: Date; to: Date; limit: number },
): Promise<PendingFee[]> {
  return db
    .select({
      id: eventServices.id,
      createdAt: eventServices.createdAt,
      providerPaymentId: eventServices.providerPaymentId,
    })
    .from(eventServices)
    .where(
      and(
        eq(eventServices.status, 'PENDING'),
        or(isNotNull(eventServices.providerPreferenceId), isNotNull(eventServices.providerPaymentId)),
        gt(eventServices.updatedAt, window.from),
        lte(eventServices.updatedAt, window.to),
      ),
    )
    .orderBy(
      sql`${eventServices.lastReconciledAt} asc nulls first`,
      asc(eventServices.updatedAt),
      asc(eventServices.id),
    )
    .limit(window.limit);
}
