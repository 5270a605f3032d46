import type { ApiParsedBody } from '@celebra/shared/api';
import { EVENT_EDIT_MESSAGES } from '@celebra/shared/validation';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/pg-errors';
import { eventDetails, events } from '../../db/schema/index';
import { findAdminActor } from '../audit/find-actor';
import { recordAudit } from '../audit/record-audit';
import { DomainError } from '../errors/domain-error';

/**
 * PUT /admin/events/{id}: the event's fields and its details in one transaction. The details row
 * is upserted (an event created without one gets it now); coordinates the form does not send are
 * kept. Turning the event on or off is recorded in the audit log (event.activated /
 * event.deactivated) in the same transaction. A slug of another event is a 409 with the form's alert. False when there is no such event.
 */
export async function updateEvent(
  db: Db,
  id: number,
  body: ApiParsedBody<'adminUpdateEvent'>,
  adminId: number,
) {
  const { details, ...fields } = body;
  const { latitude, longitude, ...detailFields } = details;
  const coordinates = {
    ...(latitude !== undefined && { latitude }),
    ...(longitude !== undefined && { longitude }),
  };
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ active: events.active })
        .from(events)
        .where(eq(events.id, id))
        .for('update');
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
      if (!updated || !before) return false;
      if (before.active !== fields.active) {
        await recordAudit(tx, {
          actor: await findAdminActor(tx, adminId),
          action: fields.active ? 'event.activated' : 'event.deactivated',
          entityType: 'event',
          entityId: id,
          before: { active: before.active },
          after: { active: fields.active },
        });
      }
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
      throw new DomainError('conflict', EVENT_EDIT_MESSAGES.slugInUse);
    throw error;
  }
}
