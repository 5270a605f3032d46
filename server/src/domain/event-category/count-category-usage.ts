import { count, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, gifts } from '../../db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** How many events and catalogue gifts are filed under any of these categories. */
export async function countCategoryUsage(
  db: Db | Tx,
  categoryIds: number[],
): Promise<{ events: number; gifts: number }> {
  if (categoryIds.length === 0) return { events: 0, gifts: 0 };
  // One after the other: inside a transaction both run on the same connection.
  const [eventRow] = await db
    .select({ n: count() })
    .from(events)
    .where(inArray(events.eventCategoryId, categoryIds));
  const [giftRow] = await db
    .select({ n: count() })
    .from(gifts)
    .where(inArray(gifts.eventCategoryId, categoryIds));
  return { events: eventRow?.n ?? 0, gifts: giftRow?.n ?? 0 };
}
