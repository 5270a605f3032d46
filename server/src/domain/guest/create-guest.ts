import type { TCompanion, TGuest } from '@celebra/shared/models';
import type { Db } from '../../db/client';
import { guestCompanions, guests } from '../../db/schema/index';

export type GuestInput = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  message?: string | null;
  /** Complete companions only: the shared schema has already dropped the empty rows. */
  companions: TCompanion[];
};

/**
 * A guest and their companions in one transaction: a confirmation is never stored half. Used by
 * the admin and host guest forms and the guest site's presence confirmation.
 */
export async function createGuest(db: Db, eventId: number, input: GuestInput): Promise<TGuest> {
  return db.transaction(async (tx) => {
    const { companions, ...fields } = input;
    const [guest] = await tx
      .insert(guests)
      .values({ eventId, ...fields })
      .returning();
    if (!guest) throw new Error('guest not inserted');
    const stored =
      companions.length > 0
        ? await tx
            .insert(guestCompanions)
            .values(companions.map((companion) => ({ ...companion, guestId: guest.id })))
            .returning({ name: guestCompanions.name, age: guestCompanions.age })
        : [];
    return { ...guest, companions: stored, createdAt: guest.createdAt.toISOString() };
  });
}
