import type { TGiftCategory } from '@celebra/shared/models';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventCategories, eventTypes, gifts } from '../../db/schema/index';
import { toGiftResponse } from './find-gift';

/**
 * GET /admin/gifts/categories: every event type → its categories → their gifts, inactive ones
 * included (the page shows INATIVO badges). One query over the two left joins, grouped here in
 * order; the catalogue is what the page shows whole (the contract has no paging).
 */
export async function findGiftsByCategory(db: Db, percentageGift: number): Promise<TGiftCategory[]> {
  const rows = await db
    .select({ type: eventTypes, category: eventCategories, gift: gifts })
    .from(eventTypes)
    .leftJoin(eventCategories, eq(eventCategories.eventTypeId, eventTypes.id))
    .leftJoin(gifts, and(eq(gifts.eventCategoryId, eventCategories.id), isNull(gifts.ownerEventId)))
    .orderBy(asc(eventTypes.id), asc(eventCategories.id), asc(gifts.id));

  const types = new Map<number, TGiftCategory>();
  const categories = new Map<number, TGiftCategory['eventCategories'][number]>();
  for (const { type, category, gift } of rows) {
    let group = types.get(type.id);
    if (!group) {
      group = {
        id: type.id,
        name: type.name,
        imageUrl: type.imageUrl,
        active: type.active,
        eventCategories: [],
      };
      types.set(type.id, group);
    }
    if (!category) continue;
    let tab = categories.get(category.id);
    if (!tab) {
      tab = { id: category.id, name: category.name, gifts: [] };
      categories.set(category.id, tab);
      group.eventCategories.push(tab);
    }
    if (gift) tab.gifts.push(toGiftResponse(gift, percentageGift));
  }
  return [...types.values()];
}
