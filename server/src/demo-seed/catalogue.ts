import { eventCategories, eventTypes, gifts } from '../db/schema/index';
import { CATALOGUE_GIFTS, EVENT_TYPES } from './catalogue-data';
import type { SeededGift, Tx } from './context';
import type { SeedMedia } from './media';

/** Inserts the event types, their categories and the gift catalogue with their images. */
export async function seedCatalogue(tx: Tx, media: SeedMedia) {
  const typeRows = await tx
    .insert(eventTypes)
    .values(
      EVENT_TYPES.map((type, i) => ({
        name: type.name,
        description: type.description,
        imageUrl: media.eventTypeImageUrls[i] ?? null,
      })),
    )
    .returning({ id: eventTypes.id, name: eventTypes.name });
  const eventTypeIds = new Map(typeRows.map((row) => [row.name, row.id]));

  const categoryRows = await tx
    .insert(eventCategories)
    .values(
      EVENT_TYPES.flatMap((type) =>
        type.categories.map((category) => ({
          name: category.name,
          description: category.description,
          eventTypeId: eventTypeIds.get(type.name) as number,
        })),
      ),
    )
    .returning({ id: eventCategories.id, name: eventCategories.name });
  const categoryIds = new Map(categoryRows.map((row) => [row.name, row.id]));

  const giftRows = await tx
    .insert(gifts)
    .values(
      CATALOGUE_GIFTS.map((gift, i) => ({
        name: gift.name,
        description: gift.description,
        priceCents: gift.priceCents,
        imageUrl: media.giftImageUrls[i] ?? null,
        eventCategoryId: categoryIds.get(gift.category.name) as number,
      })),
    )
    .returning({ id: gifts.id, name: gifts.name, priceCents: gifts.priceCents });
  const giftsByName = new Map<string, SeededGift>(giftRows.map((row) => [row.name, row]));

  return { eventTypeIds, categoryIds, gifts: giftsByName };
}
