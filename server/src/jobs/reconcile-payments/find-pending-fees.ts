import { and, asc, eq, gt, isNotNull, lte, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventServices, preUserRequests } from '../../db/schema/index';

export type PendingFee = { id: number; createdAt: Date; providerPaymentId: string | null };

type Window = { from: Date; to: Date; limit: number };

/**
 * Pre-registration fees still PENDING with a checkout, last changed within the window (a new link
 * made for the same request changes the row), oldest first. Both tables are small: a host pays
 * each once.
 */
export function findPendingPreUserFees(db: Db, window: Window): Promise<PendingFee[]> {
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
    .orderBy(asc(preUserRequests.updatedAt), asc(preUserRequests.id))
    .limit(window.limit);
}

/** Turbo services bought and still PENDING with a checkout, last changed within the window, oldest first. */
export function findPendingServices(db: Db, window: Window): Promise<PendingFee[]> {
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
    .orderBy(asc(eventServices.updatedAt), asc(eventServices.id))
    .limit(window.limit);
}
