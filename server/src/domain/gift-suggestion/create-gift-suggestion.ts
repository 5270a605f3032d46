import type { Db } from '../../db/client';
import { giftSuggestions } from '../../db/schema/index';

type SuggestionInput = { userId: number; eventId: number; title: string; description: string | null };

/** Stores a host's suggestion of a gift for the catalogue (the admin lists them). */
export async function createGiftSuggestion(db: Db, input: SuggestionInput): Promise<void> {
  await db.insert(giftSuggestions).values({ ...input, description: input.description ?? '' });
}
