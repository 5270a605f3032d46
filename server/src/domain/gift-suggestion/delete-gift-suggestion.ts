import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftSuggestions } from '../../db/schema/index';

/** DELETE /admin/gift-suggestions/{id}; false when there is no such suggestion. */
export async function deleteGiftSuggestion(db: Db, id: number): Promise<boolean> {
  const deleted = await db
    .delete(giftSuggestions)
    .where(eq(giftSuggestions.id, id))
    .returning({ id: giftSuggestions.id });
  return deleted.length > 0;
}
