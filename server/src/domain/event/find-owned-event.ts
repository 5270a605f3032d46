import { EVENT_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';

/**
 * The host's event with this id. Anyone else's event, or one that does not exist, is the same
 * 404: a host must not learn which ids exist. Every /users/...{eventId} handler starts with it,
 * passing the signed-in host's id.
 */
export async function findOwnedEvent(db: Db, hostId: number, eventId: number) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.userId, hostId)))
    .limit(1);
  if (!event) throw new DomainError('not-found', EVENT_NOT_FOUND_MESSAGE);
  return event;
}
