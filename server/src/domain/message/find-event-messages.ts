import type { TEventMessage } from '@celebra/shared/models';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventMessages } from '../../db/schema/index';

/**
 * The messages guests left for this event, newest first, on the (event_id, created_at) index, for
 * its host and for the back office. The contract has no paging: one event's messages are bounded
 * by its guests (some hundreds at most).
 */
export async function findEventMessages(db: Db, eventId: number): Promise<TEventMessage[]> {
  const rows = await db
    .select({
      id: eventMessages.id,
      eventId: eventMessages.eventId,
      createdAt: eventMessages.createdAt,
      firstName: eventMessages.firstName,
      lastName: eventMessages.lastName,
      email: eventMessages.email,
      message: eventMessages.message,
    })
    .from(eventMessages)
    .where(eq(eventMessages.eventId, eventId))
    .orderBy(desc(eventMessages.createdAt), desc(eventMessages.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
