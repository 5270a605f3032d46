import type { ApiParsedBody } from '@celebra/shared/api';
import { EVENT_EDIT_MESSAGES } from '@celebra/shared/validation';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { eventDetails, events } from '../../db/schema/index';
import { HttpError } from '../../http/http-error';

/**
 * PUT /admin/events/{id}: the event's fields and its details in one transaction. The details row
 * is upserted (an event created without one gets it now); coordinates the form does not send are
 * kept. A slug of another event is a 409 with the form's alert. False when there is no such event.
 */
export async function updateEvent(db: Db, id: number, body: ApiParsedBody<'adminUpdateEvent'>) {
  const { details, ...fields } = body;
  const { latitude, longitude, ...detailFields } = details;
  const coordinates = {
    ...(latitude !== undefined && { latitude }),
    ...(longitude !== undefined && { longitude }),
  };
  try {
    return await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(events)
        .set({
          title: fields.title,
          subtitle: fields.subtitle,
          slug: fields.slug,
          active: fields.active,
          titleDescription: fields.titleDescription,
          description: fields.description,
          color: fields.color,
        })
        .where(eq(events.id, id))
        .returning({ id: events.id });
      if (!updated) return false;
      await tx
        .insert(eventDetails)
        .values({ eventId: id, ...detailFields, ...coordinates })
        .onConflictDoUpdate({
          target: eventDetails.eventId,
          set: { ...detailFields, ...coordinates, updatedAt: new Date() },
        });
      return true;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'events_slug_unique'))
      throw new HttpError(409, EVENT_EDIT_MESSAGES.slugInUse);
    throw error;
  }
}
