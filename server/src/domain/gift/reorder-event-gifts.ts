import { GIFT_ORDER_MISMATCH_MESSAGE } from '@celebra/shared/messages';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventGifts } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { lockEventList } from './lock-event-list';

/**
 * Puts the list in the host's order: `giftIds` must be exactly the list's gifts, each once (a
 * screen that missed a gift added meanwhile is told to reload rather than guessing where it goes).
 * Every position is rewritten in one statement.
 */
export async function reorderEventGifts(db: Db, eventId: number, giftIds: number[]): Promise<void> {
  await db.transaction(async (tx) => {
    const lines = await lockEventList(tx, eventId);
    const listed = new Set(lines.map((line) => line.giftId));
    const sent = new Set(giftIds);
    const same =
      sent.size === giftIds.length && sent.size === listed.size && giftIds.every((id) => listed.has(id));
    if (!same) throw new DomainError('invalid', GIFT_ORDER_MISMATCH_MESSAGE);
    await tx.execute(sql`
      update ${eventGifts} set position = o.n - 1
      from unnest(${`{${giftIds.join(',')}}`}::int[]) with ordinality as o(gift_id, n)
      where ${eventGifts.eventId} = ${eventId} and ${eventGifts.giftId} = o.gift_id`);
  });
}
