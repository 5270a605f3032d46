import type { TGiftSuggestion } from '@celebra/shared/models';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { giftSuggestions } from '../../db/schema/index';

/** The suggestions made for this event, newest first, on the (event_id, created_at) index. */
export async function findEventGiftSuggestions(db: Db, eventId: number): Promise<TGiftSuggestion[]> {
  const rows = await db
    .select()
    .from(giftSuggestions)
    .where(eq(giftSuggestions.eventId, eventId))
    .orderBy(desc(giftSuggestions.createdAt), desc(giftSuggestions.id));
  return rows.map((row) => ({
    id: row.id,
    userId: row.userId,
    eventId: row.eventId,
    title: row.title,
    // Stored as '' when the host left it out; the model speaks null for "not given".
    description: row.description || null,
    createdAt: row.createdAt.toISOString(),
  }));
}
