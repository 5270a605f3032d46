import { GIFT_NOT_FOUND_MESSAGE, giftInUseMessage } from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgViolation } from '../../db/pg-errors';
import { gifts } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { countGiftUsage } from './count-gift-usage';

/**
 * Removes a catalogue gift that no list and no purchase uses; one in use is refused (409) with how
 * many lists and purchases hold it, since removing it would take it off couples' lists and leave
 * purchase lines without their gift (deactivating it is the way out of the catalogue). The gift's
 * row is locked first: a host adding it to a list at the same moment waits for this transaction
 * (its foreign-key check locks the row), and if one got in first it is counted. The foreign keys
 * (no cascade) are the last word: a line written around this check still refuses the delete.
 * Returns the removed row.
 */
export async function deleteGift(db: Db, id: number) {
  try {
    return await db.transaction(async (tx) => {
      const [current] = await tx.select({ id: gifts.id }).from(gifts).where(eq(gifts.id, id)).for('update');
      if (!current) throw new DomainError('not-found', GIFT_NOT_FOUND_MESSAGE);
      const usage = await countGiftUsage(tx, id);
      if (usage.lists > 0 || usage.purchases > 0) {
        throw new DomainError('conflict', giftInUseMessage(usage.lists, usage.purchases));
      }
      const [gift] = await tx.delete(gifts).where(eq(gifts.id, id)).returning();
      if (!gift) throw new DomainError('not-found', GIFT_NOT_FOUND_MESSAGE);
      return gift;
    });
  } catch (error) {
    const violation = pgViolation(error)?.kind;
    if (violation !== 'foreign-key' && violation !== 'restrict') throw error;
    // Counted again after the refused statement: the line that refused it is committed by now.
    const usage = await countGiftUsage(db, id);
    const lists = usage.lists + usage.purchases === 0 ? 1 : usage.lists;
    throw new DomainError('conflict', giftInUseMessage(lists, usage.purchases));
  }
}
