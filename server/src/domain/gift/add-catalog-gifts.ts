import { CATALOG_GIFT_UNAVAILABLE_MESSAGE } from '@celebra/shared/messages';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventGifts, gifts } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { nextListPosition } from './next-list-position';

/**
 * Puts catalogue gifts at the end of the event's list, in the order chosen; those already on it
 * are skipped (a double click adds nothing twice). Every id must be an active gift of the
 * platform's catalogue: an unknown, deactivated or another host's own gift refuses the whole
 * choice (400), adding nothing.
 */
export async function addCatalogGifts(db: Db, eventId: number, giftIds: number[]): Promise<void> {
  const chosen = [...new Set(giftIds)];
  await db.transaction(async (tx) => {
    const offered = await tx
      .select({ id: gifts.id })
      .from(gifts)
      .where(and(inArray(gifts.id, chosen), eq(gifts.active, true), isNull(gifts.ownerEventId)));
    if (offered.length !== chosen.length) throw new DomainError('invalid', CATALOG_GIFT_UNAVAILABLE_MESSAGE);
    const start = await nextListPosition(tx, eventId);
    await tx
      .insert(eventGifts)
      .values(chosen.map((giftId, index) => ({ eventId, giftId, position: start + index })))
      .onConflictDoNothing({ target: [eventGifts.eventId, eventGifts.giftId] });
  });
}
