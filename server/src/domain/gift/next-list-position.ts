import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventGifts, events } from '../../db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * The position after the list's last gift, under the event row's lock: additions to one list
 * queue on it, so two at once never take the same place at the end.
 */
export async function nextListPosition(tx: Tx, eventId: number): Promise<number> {
  await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
  const [row] = await tx
    .select({ next: sql<number>`coalesce(max(${eventGifts.position}) + 1, 0)::int` })
    .from(eventGifts)
    .where(eq(eventGifts.eventId, eventId));
  return row?.next ?? 0;
}
