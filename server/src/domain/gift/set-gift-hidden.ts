import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventGifts } from '../../db/schema/index';
import { checkListMinimum, lockEventList, requireLine } from './lock-event-list';

/**
 * Hides a gift from guests (it stays on the host's list) or shows it again. Hiding is refused
 * when the published list would fall below its minimum; showing is always allowed.
 */
export async function setGiftHidden(db: Db, eventId: number, giftId: number, hidden: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const lines = await lockEventList(tx, eventId);
    const line = requireLine(lines, giftId);
    if (hidden) checkListMinimum(lines, line);
    await tx
      .update(eventGifts)
      .set({ hidden })
      .where(and(eq(eventGifts.eventId, eventId), eq(eventGifts.giftId, giftId)));
  });
}
