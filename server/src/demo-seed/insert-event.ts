import {
  eventDetails,
  eventGifts,
  eventSettings,
  events,
  type NewEvent,
  type NewEventDetails,
} from '../db/schema/index';
import type { Tx } from './context';

export type EventSeed = {
  event: Omit<NewEvent, 'id'>;
  details: Omit<NewEventDetails, 'id' | 'eventId'>;
  giftIds: number[];
};

/** An event with its details, default settings and gift list, as the wizards create them. */
export async function insertEvent(tx: Tx, seed: EventSeed): Promise<number> {
  const [row] = await tx.insert(events).values(seed.event).returning({ id: events.id });
  if (!row) throw new Error('seed: event not inserted');
  const eventId = row.id;
  const createdAt = seed.event.createdAt;
  await tx.insert(eventDetails).values({ ...seed.details, eventId, createdAt });
  await tx.insert(eventSettings).values({ eventId, createdAt });
  if (seed.giftIds.length > 0) {
    await tx
      .insert(eventGifts)
      .values(seed.giftIds.map((giftId, position) => ({ eventId, giftId, position, createdAt })));
  }
  return eventId;
}
