import { EVENT_GIFT_NOT_FOUND_MESSAGE, minimumListGiftsMessage } from '@celebra/shared/messages';
import { MIN_LIST_GIFTS } from '@celebra/shared/models';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventGifts, gifts } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Every line of an event's list, locked for the rest of the transaction (in id order, so two
 * writers never lock them in opposite orders): changes that count the list (the minimum of
 * visible gifts, a reorder's whole set) see it as it is until they commit.
 */
export async function lockEventList(tx: Tx, eventId: number) {
  return tx
    .select({
      id: eventGifts.id,
      giftId: eventGifts.giftId,
      hidden: eventGifts.hidden,
      ownerEventId: gifts.ownerEventId,
      imageUrl: eventGifts.imageUrl,
      ownImageUrl: gifts.imageUrl,
    })
    .from(eventGifts)
    .innerJoin(gifts, eq(gifts.id, eventGifts.giftId))
    .where(eq(eventGifts.eventId, eventId))
    .orderBy(asc(eventGifts.id))
    .for('update', { of: eventGifts });
}

type ListLine = Awaited<ReturnType<typeof lockEventList>>[number];

/** The line of this gift on the locked list, or the 404 of a gift not on it. */
export function requireLine(lines: ListLine[], giftId: number): ListLine {
  const line = lines.find((candidate) => candidate.giftId === giftId);
  if (!line) throw new DomainError('not-found', EVENT_GIFT_NOT_FOUND_MESSAGE);
  return line;
}

/**
 * Refuses (409) taking `line` out of the guests' sight when fewer than MIN_LIST_GIFTS visible
 * gifts would remain. A hidden line changes nothing guests see, so it can always go (a catalogue
 * gift deactivated by the back office is still on the list guests see, so it counts).
 */
export function checkListMinimum(lines: ListLine[], line: ListLine): void {
  const isVisible = (candidate: ListLine) => !candidate.hidden;
  if (!isVisible(line)) return;
  const visible = lines.filter(isVisible).length;
  if (visible - 1 < MIN_LIST_GIFTS)
    throw new DomainError('conflict', minimumListGiftsMessage(MIN_LIST_GIFTS));
}
