import { formatDate, formatTime } from '@celebra/shared/format';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventDetails } from '../../db/schema/index';

/**
 * When and where an event is, as a reminder says it: 'DD/MM/AAAA, a partir das HH:mm' and the
 * place with its address (an in-person event only). Each null when the host has not filled it in,
 * so the mail never says 'A definir' about a date it asks the guest to keep.
 */
export async function findReminderPlace(
  db: Db,
  eventId: number,
): Promise<{ when: string | null; where: string | null }> {
  const [details] = await db
    .select({
      eventDate: eventDetails.eventDate,
      startTime: eventDetails.startTime,
      eventType: eventDetails.eventType,
      eventLocation: eventDetails.eventLocation,
      fullAddress: eventDetails.fullAddress,
    })
    .from(eventDetails)
    .where(eq(eventDetails.eventId, eventId));
  const date = formatDate(details?.eventDate);
  const time = formatTime(details?.startTime);
  const when = date ? (time ? `${date}, a partir das ${time}` : date) : null;
  const place =
    details?.eventType === 'in-person'
      ? [details.eventLocation, details.fullAddress].map((part) => part?.trim()).filter(Boolean)
      : [];
  return { when, where: place.length > 0 ? place.join(', ') : null };
}
