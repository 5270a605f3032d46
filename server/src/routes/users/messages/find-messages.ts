import type { TEventMessage } from '@celebra/shared/models';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { eventMessages } from '../../../db/schema/index';

/**
 * The messages guests left for this event, newest first, on the (event_id, created_at) index. One
 * event's messages are bounded by its guests, and the contract has no paging.
 */
export async function findMessages(db: Db, eventId: number): Promise<TEventMessage[]> {
  const rows = await db
    .select()
    .from(eventMessages)
    .where(eq(eventMessages.eventId, eventId))
    .orderBy(desc(eventMessages.createdAt), desc(eventMessages.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
