import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestCompanions, guests } from '../../db/schema/index';
import type { GuestInput } from './create-guest';

/**
 * Replaces a guest's contact and, when given, companions (the host form sends the whole list; the
 * admin modal has no companions and leaves them as they are) in one transaction. False when the
 * guest is not one of this event's, and then nothing changed.
 */
export async function updateGuest(
  db: Db,
  eventId: number,
  guestId: number,
  input: Omit<GuestInput, 'message' | 'companions'> & { companions?: GuestInput['companions'] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { companions, ...fields } = input;
    const updated = await tx
      .update(guests)
      .set(fields)
      .where(and(eq(guests.id, guestId), eq(guests.eventId, eventId)))
      .returning({ id: guests.id });
    if (updated.length === 0 || !companions) return updated.length > 0;
    await tx.delete(guestCompanions).where(eq(guestCompanions.guestId, guestId));
    if (companions.length > 0) {
      await tx.insert(guestCompanions).values(companions.map((companion) => ({ ...companion, guestId })));
    }
    return true;
  });
}
