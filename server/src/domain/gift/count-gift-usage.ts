import { countDistinct, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventGifts, purchaseItems } from '../../db/schema/index';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type GiftUsage = { lists: number; purchases: number };

/**
 * How many event lists hold this gift and how many purchases bought it: what its removal would
 * take from couples, told before the back office's confirmation and in the removal's refusal.
 */
export async function countGiftUsage(db: Db | Tx, giftId: number): Promise<GiftUsage> {
  // One after the other: inside a transaction both run on the same connection.
  const [listRow] = await db
    .select({ n: countDistinct(eventGifts.eventId) })
    .from(eventGifts)
    .where(eq(eventGifts.giftId, giftId));
  const [purchaseRow] = await db
    .select({ n: countDistinct(purchaseItems.purchaseId) })
    .from(purchaseItems)
    .where(eq(purchaseItems.giftId, giftId));
  return { lists: listRow?.n ?? 0, purchases: purchaseRow?.n ?? 0 };
}
