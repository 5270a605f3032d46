import { ALREADY_LINKED_MESSAGE, EVENT_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { Db } from '../../db/client';
import { pgViolation } from '../../db/pg-errors';
import { eventGifts } from '../../db/schema/index';
import { HttpError } from '../../http/http-error';
import { requireEvent } from '../event/require-event';
import { findGift } from './find-gift';

/** POST /admin/gifts/link-to-event: puts a catalogue gift on an event's list, once. */
export async function linkGiftToEvent(db: Db, giftId: number, eventId: number): Promise<void> {
  await requireEvent(db, eventId);
  await findGift(db, giftId);
  try {
    await db.insert(eventGifts).values({ eventId, giftId });
  } catch (error) {
    if (pgViolation(error)?.kind === 'unique') throw new HttpError(409, ALREADY_LINKED_MESSAGE);
    // The event or the gift was removed between the look-ups and the insert.
    if (pgViolation(error)?.kind === 'foreign-key') throw new HttpError(404, EVENT_NOT_FOUND_MESSAGE);
    throw error;
  }
}
