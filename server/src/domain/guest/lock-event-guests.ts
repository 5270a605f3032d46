import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

// The two-key advisory locks of an event's guest list: this class (the first key), one per event
// (the second). Two-key and one-key advisory locks never collide.
const GUEST_LIST_LOCK_CLASS = 7_271_201;

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Holds the event's guest-list lock until the transaction ends: the writes that look for a guest
 * by e-mail or phone before adding one (an answer on the site, an import) take it, so two of them
 * at once cannot both find nobody and add the same guest twice.
 */
export async function lockEventGuests(tx: Tx, eventId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${GUEST_LIST_LOCK_CLASS}, ${eventId})`);
}
