import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/index';
import { HttpError } from '../../http/http-error';
import { getUser } from '../../plugins/auth';

export const EVENT_NOT_FOUND_MESSAGE = 'Evento não encontrado.';

/**
 * The signed-in host's event with this id. Anyone else's event, or one that does not exist, is the
 * same 404: a host must not learn which ids exist (DESIGN.md, Auth). Every /users/...{eventId}
 * handler starts with it.
 */
export async function findOwnedEvent(db: Db, request: FastifyRequest, eventId: number) {
  const [event] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.userId, getUser(request).id)))
    .limit(1);
  if (!event) throw new HttpError(404, EVENT_NOT_FOUND_MESSAGE);
  return event;
}
