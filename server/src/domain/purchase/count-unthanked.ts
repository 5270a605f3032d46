import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { purchases } from '../../db/schema/index';

/** How many of the event's approved gifts the host has not marked as thanked yet. */
export async function countUnthanked(db: Db, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(purchases)
    .where(
      and(eq(purchases.eventId, eventId), eq(purchases.status, 'APPROVED'), isNull(purchases.thankedAt)),
    );
  return row?.n ?? 0;
}
