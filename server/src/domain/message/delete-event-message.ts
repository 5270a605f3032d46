import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventMessages } from '../../db/schema/index';

/** Removes a message of this event; false when the event has no message with that id. */
export async function deleteEventMessage(db: Db, eventId: number, messageId: number): Promise<boolean> {
  const deleted = await db
    .delete(eventMessages)
    .where(and(eq(eventMessages.id, messageId), eq(eventMessages.eventId, eventId)))
    .returning({ id: eventMessages.id });
  return deleted.length > 0;
}
