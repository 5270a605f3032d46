import {
  ALREADY_LINKED_MESSAGE,
  EVENT_NOT_FOUND_MESSAGE,
  GIFT_NOT_FOUND_MESSAGE,
} from '@celebra/shared/messages';
import type { Db } from '../../db/client';
import { pgViolation } from '../../db/pg-errors';
import { eventGifts } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { requireEvent } from '../event/require-event';
import { findGift } from './find-gift';
import { nextListPosition } from './next-list-position';

/**
 * POST /admin/gifts/link-to-event: puts a catalogue gift at the end of an event's list, once. A
 * host's own gift is not the catalogue's: it cannot be put on another list.
 */
export async function linkGiftToEvent(db: Db, giftId: number, eventId: number): Promise<void> {
  await requireEvent(db, eventId);
  const gift = await findGift(db, giftId);
  if (gift.ownerEventId !== null) throw new DomainError('not-found', GIFT_NOT_FOUND_MESSAGE);
  try {
    await db.transaction(async (tx) => {
      const position = await nextListPosition(tx, eventId);
      await tx.insert(eventGifts).values({ eventId, giftId, position });
    });
  } catch (error) {
    if (pgViolation(error)?.kind === 'unique') throw new DomainError('conflict', ALREADY_LINKED_MESSAGE);
    // The event or the gift was removed between the look-ups and the insert.
    if (pgViolation(error)?.kind === 'foreign-key')
      throw new DomainError('not-found', EVENT_NOT_FOUND_MESSAGE);
    throw error;
  }
}
