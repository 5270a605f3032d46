import type { TEventSettings } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventSettings } from '../../db/schema/index';

/**
 * An event's site settings; the defaults (every section on, the fee's box ticked, search engines
 * kept out, no password) when it has no row yet. Whether a password is set, never the password.
 */
export async function findEventSettings(
  db: Db,
  event: { id: number; slug: string },
): Promise<TEventSettings> {
  const [row] = await db.select().from(eventSettings).where(eq(eventSettings.eventId, event.id));
  return {
    showGiftList: row?.showGiftList ?? true,
    showGuestMessages: row?.showGuestMessages ?? true,
    showEventInfo: row?.showEventInfo ?? true,
    allowGuestConfirmation: row?.allowGuestConfirmation ?? true,
    guestCoversFeeByDefault: row?.guestCoversFeeByDefault ?? true,
    allowSearchEngines: row?.allowSearchEngines ?? false,
    slug: event.slug,
    hasPassword: (row?.passwordHash ?? null) !== null,
  };
}

/** The hash of the event's site password; null for an open site. */
export async function findSitePasswordHash(db: Db, eventId: number): Promise<string | null> {
  const [row] = await db
    .select({ passwordHash: eventSettings.passwordHash })
    .from(eventSettings)
    .where(eq(eventSettings.eventId, eventId));
  return row?.passwordHash ?? null;
}
