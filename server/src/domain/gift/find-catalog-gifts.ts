import { centsToReais, finalPriceCents } from '@celebra/shared/format';
import type { TCatalogGift } from '@celebra/shared/models';
import { and, asc, eq, inArray, isNotNull, isNull, type SQLWrapper, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventCategories, eventGifts, gifts } from '../../db/schema/index';
import { findPercentageGift } from '../settings/find-percentage-gift';

/** The most gifts one browse answers: a search narrows it, a category is rarely larger. */
export const CATALOG_BROWSE_LIMIT = 100;

// Lower case without accents, so 'cafe' finds 'Café' and 'JOGO' finds 'jogo' (PostgreSQL's
// unaccent extension is not installed; these are the accents Portuguese writes).
const ACCENTED = 'áàâãäéèêëíìîïóòôõöúùûüç';
const PLAIN = 'aaaaaeeeeiiiiooooouuuuc';
const folded = (column: SQLWrapper) => sql`translate(lower(${column}), ${ACCENTED}, ${PLAIN})`;

/** The typed text as a LIKE pattern matching it anywhere, its own % _ and \ taken literally. */
function containsPattern(search: string): string {
  return `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

type Browse = { eventId: number; eventCategoryId: number | null };
type BrowseQuery = { eventCategoryId?: number | undefined; search?: string | undefined };

/**
 * What the host can add from the platform's catalogue (active gifts, never a host's own), at what
 * the couple receive and what guests pay, `onList` when this list holds it already; and the
 * categories of the event's type to pick from. A category picked filters by it; a search alone
 * looks through every category of the event's type (the whole catalogue for an event without a
 * category); neither shows the event's own category.
 */
export async function findCatalogGifts(db: Db, event: Browse, query: BrowseQuery) {
  const [categories, percentageGift] = await Promise.all([
    findTypeCategories(db, event.eventCategoryId),
    findPercentageGift(db),
  ]);
  const search = query.search ? query.search.toLowerCase() : '';
  const categoryFilter =
    query.eventCategoryId !== undefined
      ? eq(gifts.eventCategoryId, query.eventCategoryId)
      : !search && event.eventCategoryId !== null
        ? eq(gifts.eventCategoryId, event.eventCategoryId)
        : categories.length > 0
          ? inArray(
              gifts.eventCategoryId,
              categories.map((category) => category.id),
            )
          : undefined;
  const searchFilter = search
    ? sql`(${folded(gifts.name)} like ${folded(sql`${containsPattern(search)}`)}
        or ${folded(gifts.description)} like ${folded(sql`${containsPattern(search)}`)})`
    : undefined;
  const rows = await db
    .select({
      id: gifts.id,
      name: gifts.name,
      description: gifts.description,
      priceCents: gifts.priceCents,
      imageUrl: gifts.imageUrl,
      eventCategoryId: gifts.eventCategoryId,
      onList: sql<boolean>`${eventGifts.id} is not null`,
    })
    .from(gifts)
    .leftJoin(eventGifts, and(eq(eventGifts.giftId, gifts.id), eq(eventGifts.eventId, event.eventId)))
    .where(
      and(
        eq(gifts.active, true),
        isNull(gifts.ownerEventId),
        isNotNull(gifts.eventCategoryId),
        categoryFilter,
        searchFilter,
      ),
    )
    .orderBy(asc(gifts.name), asc(gifts.id))
    .limit(CATALOG_BROWSE_LIMIT);
  const catalogGifts: TCatalogGift[] = rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    price: centsToReais(row.priceCents),
    priceWithFee: centsToReais(finalPriceCents(row.priceCents, percentageGift)),
    imageUrl: row.imageUrl,
    eventCategoryId: row.eventCategoryId ?? 0,
    onList: row.onList,
  }));
  return { categories, gifts: catalogGifts };
}

/** The active categories of the type the event's category belongs to (none without a category). */
async function findTypeCategories(db: Db, eventCategoryId: number | null) {
  if (eventCategoryId === null) return [];
  const own = db
    .select({ eventTypeId: eventCategories.eventTypeId })
    .from(eventCategories)
    .where(eq(eventCategories.id, eventCategoryId));
  return db
    .select({ id: eventCategories.id, name: eventCategories.name })
    .from(eventCategories)
    .where(and(eq(eventCategories.active, true), sql`${eventCategories.eventTypeId} in (${own})`))
    .orderBy(asc(eventCategories.name), asc(eventCategories.id));
}
