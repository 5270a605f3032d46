import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guests } from '../../db/schema/index';

/** Removes a guest of this event (companions go with it, by cascade); false when there was none. */
export async function deleteGuest(db: Db, eventId: number, guestId: number): Promise<boolean> {
  const deleted = await db
    .delete(guests)
    .where(and(eq(guests.id, guestId), eq(guests.eventId, eventId)))
    .returning({ id: guests.id });
  return deleted.length > 0;
}
