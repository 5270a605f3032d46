import type { TEventDetails } from '@celebra/shared/models';
import type { Db } from '../../db/client';
import { eventDetails, type NewEventDetails } from '../../db/schema/index';
import { toEventDetails } from './find-event-details';

export type EventDetailsInput = Omit<NewEventDetails, 'id' | 'eventId' | 'createdAt' | 'updatedAt'>;

/**
 * Saves the details as the form sent them, creating the row if the event has none yet (one
 * statement on the event_id unique, so two saves at once cannot create two rows).
 */
export async function upsertEventDetails(
  db: Db,
  eventId: number,
  input: EventDetailsInput,
): Promise<TEventDetails> {
  const [row] = await db
    .insert(eventDetails)
    .values({ ...input, eventId })
    .onConflictDoUpdate({ target: eventDetails.eventId, set: { ...input, updatedAt: new Date() } })
    .returning();
  if (!row) throw new Error(`details of event ${eventId} not saved`);
  return toEventDetails(row);
}
