import type { TGuest } from '@celebra/shared/models';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { type Guest, type GuestCompanion, guestCompanions, guests } from '../../../../db/schema/index';

type GuestWithCompanions = Guest & { companions: Pick<GuestCompanion, 'name' | 'age'>[] };

function toGuest(row: GuestWithCompanions): TGuest {
  return {
    id: row.id,
    eventId: row.eventId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    message: row.message,
    companions: row.companions.map(({ name, age }) => ({ name, age })),
    createdAt: row.createdAt.toISOString(),
  };
}

// Companions in the order they were typed.
const companionsInOrder = () => ({
  columns: { name: true as const, age: true as const },
  orderBy: asc(guestCompanions.id),
});

/**
 * GET /admin/events/{id}/guests: the presence list, latest confirmation first, with companions
 * (the (event_id, created_at) and guest_id indexes). Not paged in the contract: one event's guests.
 */
export async function findEventGuests(db: Db, eventId: number): Promise<TGuest[]> {
  const rows = await db.query.guests.findMany({
    where: eq(guests.eventId, eventId),
    orderBy: [desc(guests.createdAt), desc(guests.id)],
    with: { companions: companionsInOrder() },
  });
  return rows.map(toGuest);
}

/** One guest of the event with companions, or undefined. */
export async function findEventGuest(db: Db, eventId: number, guestId: number): Promise<TGuest | undefined> {
  const row = await db.query.guests.findFirst({
    where: and(eq(guests.id, guestId), eq(guests.eventId, eventId)),
    with: { companions: companionsInOrder() },
  });
  return row && toGuest(row);
}
