import type { TCompanion, TGuest } from '@celebra/shared/models';
import type { Db } from '../../db/client';
import { guestCompanions, guests } from '../../db/schema/index';
import { toGuest } from './find-guests';

export type GuestInput = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  message?: string | null;
  /** Complete companions only: the shared schema has already dropped the empty rows. */
  companions: TCompanion[];
  /**
   * The host's choice: null invites the guest (no answer yet), true 'Vou' and false 'Não poderei
   * ir' record an answer the host was given. Absent: 'Vou' (the back office's modal).
   */
  attending?: boolean | null;
};

/**
 * A guest and their companions in one transaction: a guest is never stored half. Used by the
 * admin and host guest forms. A guest the host invites gets invitedAt; one whose answer the host
 * records gets answeredAt.
 */
export async function createGuest(db: Db, eventId: number, input: GuestInput): Promise<TGuest> {
  return db.transaction(async (tx) => {
    const { companions, attending = true, ...fields } = input;
    const now = new Date();
    const [guest] = await tx
      .insert(guests)
      .values({
        eventId,
        ...fields,
        attending,
        invitedAt: attending === null ? now : null,
        answeredAt: attending === null ? null : now,
      })
      .returning();
    if (!guest) throw new Error('guest not inserted');
    // A guest who does not come brings nobody.
    const kept = attending === false ? [] : companions;
    const stored =
      kept.length > 0
        ? await tx
            .insert(guestCompanions)
            .values(kept.map((companion) => ({ ...companion, guestId: guest.id })))
            .returning({ name: guestCompanions.name, age: guestCompanions.age })
        : [];
    return toGuest(guest, stored, []);
  });
}
