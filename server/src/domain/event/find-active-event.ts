import { PUBLIC_EVENT_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventSettings, events, users } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';

/**
 * The event a guest call writes to (a message, a presence confirmation): it must exist and be
 * active; a disabled event is the same 404 as a missing one, as on the event page. Comes with the
 * switches that open those sections (true without a settings row, their default), the site
 * password the write must prove (null for an open site) and the host to notify.
 */
export async function findActiveEvent(db: Db, eventId: number) {
  const [row] = await db
    .select({
      id: events.id,
      slug: events.slug,
      title: events.title,
      showGuestMessages: eventSettings.showGuestMessages,
      allowGuestConfirmation: eventSettings.allowGuestConfirmation,
      password: eventSettings.passwordHash,
      host: { id: users.id, email: users.email, firstName: users.firstName },
    })
    .from(events)
    .innerJoin(users, eq(users.id, events.userId))
    .leftJoin(eventSettings, eq(eventSettings.eventId, events.id))
    .where(and(eq(events.id, eventId), eq(events.active, true)))
    .limit(1);
  if (!row) throw new DomainError('not-found', PUBLIC_EVENT_NOT_FOUND_MESSAGE);
  return {
    ...row,
    showGuestMessages: row.showGuestMessages ?? true,
    allowGuestConfirmation: row.allowGuestConfirmation ?? true,
    password: row.password ?? null,
  };
}
