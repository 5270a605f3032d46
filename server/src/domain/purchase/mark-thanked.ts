import { RECEIVED_GIFT_NOT_FOUND_MESSAGE, THANK_NOT_APPROVED_MESSAGE } from '@celebra/shared/messages';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';

/**
 * The host's thank-you mark on one received gift of their event: `thanked` sets it (to `at`, or
 * keeps the first instant when it was already set, so a second click does not move the date),
 * false clears it. Only an APPROVED gift is thanked for: any other is a 400; a purchase that is
 * not of this event is the same 404 as one that does not exist. Answers the mark as it stands.
 */
export async function markThanked(
  db: Db,
  eventId: number,
  purchaseId: number,
  thanked: boolean,
  at: Date = new Date(),
): Promise<Date | null> {
  const [row] = await db
    .update(purchases)
    .set({
      thankedAt: thanked ? sql`coalesce(${purchases.thankedAt}, ${at.toISOString()}::timestamptz)` : null,
    })
    .where(
      and(eq(purchases.id, purchaseId), eq(purchases.eventId, eventId), eq(purchases.status, 'APPROVED')),
    )
    .returning({ thankedAt: purchases.thankedAt });
  if (row) return row.thankedAt;

  const [other] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(and(eq(purchases.id, purchaseId), eq(purchases.eventId, eventId)))
    .limit(1);
  if (!other) throw new DomainError('not-found', RECEIVED_GIFT_NOT_FOUND_MESSAGE);
  throw new DomainError('invalid', THANK_NOT_APPROVED_MESSAGE);
}
