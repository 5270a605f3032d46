import type { TServiceType } from '@celebra/shared/models';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Whether an event may use what a service of `type` gives: the catalogue gives it to every event
 * (an active default service of the type, 'Gratuito'), or the event bought one (APPROVED; a
 * PENDING purchase gives nothing until it is paid). The server is the authority: each kind's
 * effect is refused here, not only hidden in the host's screens.
 *
 * - PASSWORD: setting or changing the site password (routes/users/settings).
 * - IMAGE, VIDEO: the gallery's quantities, summed from the same two sources
 *   (media/gallery-allowance.ts), refused beyond them on upload.
 * - PAGE: the event's own page is the free default every event has. Extra custom pages are not
 *   made by the server: the host's 'Páginas Personalizadas' screen sends a suggestion to the
 *   team, who build the page, so there is nothing to count here.
 * - EXTRA: delivered by the team outside the site (an animated invitation): no effect to enforce.
 */
export async function hasService(
  db: Pick<Db, 'execute'>,
  eventId: number,
  type: TServiceType,
): Promise<boolean> {
  const result = await db.execute<{ has: boolean }>(sql`
    select exists (select 1 from services where is_default and active and type = ${type})
      or exists (select 1 from event_services es join services s on s.id = es.service_id
                 where es.event_id = ${eventId} and es.status = 'APPROVED' and s.type = ${type}) as has`);
  return result.rows[0]?.has === true;
}
