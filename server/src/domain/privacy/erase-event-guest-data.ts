import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventMessages, guests, purchases } from '../../db/schema/index';
import { type ErasureCounts, eraseRows, type Tx } from './erase-rows';

/**
 * Anonymises every guest, message and purchase of one event (the retention job, when the event is
 * long past). Totals stay: the number of guests, who attends with how many companions of which
 * age, what was bought and paid. Call it inside the transaction that records the removal.
 */
export function eraseEventGuestData(tx: Tx | Db, eventId: number, now: Date): Promise<ErasureCounts> {
  return eraseRows(
    tx,
    {
      guests: eq(guests.eventId, eventId),
      messages: eq(eventMessages.eventId, eventId),
      purchases: eq(purchases.eventId, eventId),
    },
    now,
  );
}
