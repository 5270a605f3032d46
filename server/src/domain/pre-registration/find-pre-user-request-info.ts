import { centsToReais } from '@celebra/shared/format';
import type { TPreUserRequestInfo } from '@celebra/shared/models';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventCategories, eventTypes, gifts, preUserRequests } from '../../db/schema/index';
import { readEventInfo } from './find-pre-user-requests';

async function findCategory(db: Db, id: number | null | undefined) {
  if (!id) return undefined;
  const [category] = await db
    .select({ id: eventCategories.id, name: eventCategories.name, eventTypeId: eventCategories.eventTypeId })
    .from(eventCategories)
    .where(eq(eventCategories.id, id))
    .limit(1);
  return category;
}

async function findType(db: Db, id: number | null | undefined) {
  if (!id) return null;
  const [type] = await db
    .select({ id: eventTypes.id, name: eventTypes.name })
    .from(eventTypes)
    .where(eq(eventTypes.id, id))
    .limit(1);
  return type ?? null;
}

/** The chosen gifts with their current names and prices, in the order chosen; removed ones are left out. */
async function findGifts(db: Db, ids: readonly number[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return [];
  const rows = await db
    .select({ id: gifts.id, name: gifts.name, priceCents: gifts.priceCents })
    .from(gifts)
    .where(inArray(gifts.id, unique));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return unique.flatMap((id) => {
    const gift = byId.get(id);
    return gift ? [{ id: gift.id, name: gift.name, price: centsToReais(gift.priceCents) }] : [];
  });
}

/**
 * GET /admin/pre-user-requests/info/{id}: the ids the host's wizard stored, resolved to the
 * category, the event type (the category's when the draft has none) and the gifts with price.
 * Undefined when there is no such request.
 */
export async function findPreUserRequestInfo(db: Db, id: number): Promise<TPreUserRequestInfo | undefined> {
  const [request] = await db
    .select({ eventInfoJson: preUserRequests.eventInfoJson })
    .from(preUserRequests)
    .where(eq(preUserRequests.id, id))
    .limit(1);
  if (!request) return undefined;
  const info = readEventInfo(request.eventInfoJson);
  const category = await findCategory(db, info?.eventCategoryId);
  const [eventType, giftList] = await Promise.all([
    findType(db, info?.eventTypeId ?? category?.eventTypeId),
    findGifts(db, info?.gifts ?? []),
  ]);
  return {
    eventCategory: category ? { id: category.id, name: category.name } : null,
    eventType,
    gifts: giftList,
  };
}
