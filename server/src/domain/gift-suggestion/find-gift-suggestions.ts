import type { ApiParsedQuery } from '@celebra/shared/api';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { offsetOf, totalPagesOf } from '../../db/list-query';
import { giftSuggestions } from '../../db/schema/index';

/**
 * GET /admin/gift-suggestions: newest first, optionally of one event, one page and the page
 * count; the (event_id, created_at) and (created_at) indexes serve both orders.
 */
export async function findGiftSuggestions(db: Db, query: ApiParsedQuery<'adminListGiftSuggestions'>) {
  const where = query.eventId === undefined ? undefined : eq(giftSuggestions.eventId, query.eventId);
  const [rows, [counted]] = await Promise.all([
    db
      .select({
        id: giftSuggestions.id,
        userId: giftSuggestions.userId,
        eventId: giftSuggestions.eventId,
        title: giftSuggestions.title,
        description: giftSuggestions.description,
        createdAt: giftSuggestions.createdAt,
      })
      .from(giftSuggestions)
      .where(where)
      .orderBy(desc(giftSuggestions.createdAt), desc(giftSuggestions.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(giftSuggestions).where(where),
  ]);
  return {
    giftSuggestions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total: counted?.total ?? 0,
    totalPages: totalPagesOf(counted?.total ?? 0, query.limit),
  };
}
