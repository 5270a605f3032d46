import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestCompanions, guests } from '../../db/schema/index';
import type { GuestInput } from './create-guest';

/**
 * Replaces a guest's contact and, when given, companions (the host form sends the whole list; the
 * admin modal has no companions and leaves them as they are) and answer (`attending`: null marks
 * the guest invited, true or false records an answer, stamping answeredAt the first time) in one
 * transaction. False when the guest is not one of this event's, and then nothing changed.
 */
export async function updateGuest(
  db: Db,
  eventId: number,
  guestId: number,
  input: Omit<GuestInput, 'message' | 'companions'> & { companions?: GuestInput['companions'] },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { companions, attending, ...fields } = input;
    const answer =
      attending === undefined
        ? {}
        : attending === null
          ? { attending, invitedAt: sql`coalesce(${guests.invitedAt}, now())` }
          : { attending, answeredAt: sql`coalesce(${guests.answeredAt}, now())` };
    const updated = await tx
      .update(guests)
      .set({ ...fields, ...answer })
      .where(and(eq(guests.id, guestId), eq(guests.eventId, eventId)))
      .returning({ id: guests.id });
    if (updated.length === 0) return false;
    // A guest who does not come brings nobody.
    const kept = attending === false ? [] : companions;
    if (!kept) return true;
    await tx.delete(guestCompanions).where(eq(guestCompanions.guestId, guestId));
    if (kept.length > 0) {
      await tx.insert(guestCompanions).values(kept.map((companion) => ({ ...companion, guestId })));
    }
    return true;
  });
}
