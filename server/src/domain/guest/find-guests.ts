import type { TCompanion, TGuest } from '@celebra/shared/models';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestCompanions, guests } from '../../db/schema/index';

type GuestRow = typeof guests.$inferSelect;

/**
 * An event's confirmed guests with their companions, newest confirmation first: two queries (the
 * guests through their (event_id, created_at) index, then their companions by guest id). One
 * event's guest list is bounded by its party, and the contract has no paging.
 */
export async function findGuests(db: Db, eventId: number): Promise<TGuest[]> {
  const rows = await db
    .select()
    .from(guests)
    .where(eq(guests.eventId, eventId))
    .orderBy(desc(guests.createdAt), desc(guests.id));
  return withCompanions(db, rows);
}

/** One guest of this event, or undefined when the id is not one of its guests. */
export async function findGuest(db: Db, eventId: number, guestId: number): Promise<TGuest | undefined> {
  const rows = await db
    .select()
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.eventId, eventId)));
  return (await withCompanions(db, rows))[0];
}

async function withCompanions(db: Db, rows: GuestRow[]): Promise<TGuest[]> {
  if (rows.length === 0) return [];
  const companions = await db
    .select()
    .from(guestCompanions)
    .where(
      inArray(
        guestCompanions.guestId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(guestCompanions.id));
  const byGuest = new Map<number, TCompanion[]>();
  for (const companion of companions) {
    const list = byGuest.get(companion.guestId) ?? [];
    list.push({ name: companion.name, age: companion.age });
    byGuest.set(companion.guestId, list);
  }
  return rows.map((row) => ({
    id: row.id,
    eventId: row.eventId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    message: row.message,
    companions: byGuest.get(row.id) ?? [],
    createdAt: row.createdAt.toISOString(),
  }));
}
