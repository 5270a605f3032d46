import { EVENT_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';

/** A 404 'Evento não encontrado.' unless the event exists: every /admin/events/{id}/... call starts here. */
export async function requireEvent(db: Db, eventId: number): Promise<void> {
  const [event] = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId)).limit(1);
  if (!event) throw new DomainError('not-found', EVENT_NOT_FOUND_MESSAGE);
}
