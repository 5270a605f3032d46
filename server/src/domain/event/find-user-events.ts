import type { TUserEvent } from '@celebra/shared/models';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventDetails, events, users } from '../../db/schema/index';

/**
 * GET /admin/user-events/{userId}: the user's events (newest first) with the place from their
 * details; undefined when there is no such user. A host has a handful of events: not paged.
 */
export async function findUserEvents(db: Db, userId: number): Promise<TUserEvent[] | undefined> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return undefined;
  const rows = await db
    .select({
      id: events.id,
      title: events.title,
      subtitle: events.subtitle,
      createdAt: events.createdAt,
      location: eventDetails.eventLocation,
      description: events.description,
    })
    .from(events)
    .leftJoin(eventDetails, eq(eventDetails.eventId, events.id))
    .where(eq(events.userId, userId))
    .orderBy(desc(events.createdAt), desc(events.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
