import { and, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventMessages } from '../../../db/schema/index';

/** Removes one of this event's messages; false when the id is not one of them. */
export async function deleteMessage(db: Db, eventId: number, messageId: number): Promise<boolean> {
  const deleted = await db
    .delete(eventMessages)
    .where(and(eq(eventMessages.id, messageId), eq(eventMessages.eventId, eventId)))
    .returning({ id: eventMessages.id });
  return deleted.length > 0;
}
