import type { TEventSettings } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventSettings } from '../../db/schema/index';

/**
 * An event's site settings; the defaults (every section on, the fee's box ticked, search engines
 * kept out, no password) when it has no row yet.
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
    password: row?.password ?? null,
  };
}
