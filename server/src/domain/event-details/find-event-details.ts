import type { TEventDetails } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type EventDetails, eventDetails } from '../../db/schema/index';

/** The event's details, or null before the first save (an event created without its row). */
export async function findEventDetails(db: Db, eventId: number): Promise<TEventDetails | null> {
  const [row] = await db.select().from(eventDetails).where(eq(eventDetails.eventId, eventId));
  return row ? toEventDetails(row) : null;
}

export function toEventDetails(row: EventDetails): TEventDetails {
  return {
    id: row.id,
    eventId: row.eventId,
    eventDate: row.eventDate,
    startTime: row.startTime,
    endTime: row.endTime,
    eventType: row.eventType,
    eventLocation: row.eventLocation,
    postalCode: row.postalCode,
    fullAddress: row.fullAddress,
    latitude: row.latitude,
    longitude: row.longitude,
    transmission: row.transmission,
    transmissionLink: row.transmissionLink,
    transmissionPassword: row.transmissionPassword,
  };
}
