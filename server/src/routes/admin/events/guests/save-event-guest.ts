import type { ApiParsedBody } from '@celebra/shared/api';
import type { TGuest } from '@celebra/shared/models';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { guests } from '../../../../db/schema/index';
import { findEventGuest } from './find-event-guests';

type GuestBody = ApiParsedBody<'adminCreateEventGuest'>;

/** POST /admin/events/{id}/guests: a guest confirmed by the administrator, without companions. */
export async function createEventGuest(db: Db, eventId: number, body: GuestBody): Promise<TGuest> {
  const [row] = await db
    .insert(guests)
    .values({
      eventId,
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phoneNumber: body.phoneNumber,
    })
    .returning();
  if (!row) throw new Error('guest not inserted');
  return { ...row, companions: [], createdAt: row.createdAt.toISOString() };
}

/**
 * PUT /admin/events/{id}/guests/{guestId}: the modal's four fields; the companions and the note
 * the guest sent stay as they are. Undefined when the event has no such guest.
 */
export async function updateEventGuest(
  db: Db,
  eventId: number,
  guestId: number,
  body: GuestBody,
): Promise<TGuest | undefined> {
  const updated = await db
    .update(guests)
    .set({
      firstName: body.firstName,
      lastName: body.lastName,
      email: body.email,
      phoneNumber: body.phoneNumber,
    })
    .where(and(eq(guests.id, guestId), eq(guests.eventId, eventId)))
    .returning({ id: guests.id });
  return updated.length > 0 ? findEventGuest(db, eventId, guestId) : undefined;
}

/** DELETE /admin/events/{id}/guests/{guestId} (companions go with it); false when there is none. */
export async function deleteEventGuest(db: Db, eventId: number, guestId: number): Promise<boolean> {
  const deleted = await db
    .delete(guests)
    .where(and(eq(guests.id, guestId), eq(guests.eventId, eventId)))
    .returning({ id: guests.id });
  return deleted.length > 0;
}
