import { centsToReais, finalPriceCents } from '@celebra/shared/format';
import type { TEventCategory, TEventType, TWizardGift } from '@celebra/shared/models';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventCategories, events, eventTypes, gifts } from '../../db/schema/index';
import { toEventCategoryResponse } from '../event-category/find-event-categories';
import { toEventTypeResponse } from '../event-type/find-event-types';

/** The wizards' first step: the active event types. */
export async function findActiveEventTypes(db: Db): Promise<TEventType[]> {
  const rows = await db
    .select()
    .from(eventTypes)
    .where(eq(eventTypes.active, true))
    .orderBy(asc(eventTypes.id));
  return rows.map(toEventTypeResponse);
}

/** Whether an event type exists (active or not). */
export async function eventTypeExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.id, id)).limit(1);
  return Boolean(row);
}

/** The active categories of a type, by the (event_type_id) index. */
export async function findActiveCategories(db: Db, eventTypeId: number): Promise<TEventCategory[]> {
  const rows = await db
    .select()
    .from(eventCategories)
    .where(and(eq(eventCategories.eventTypeId, eventTypeId), eq(eventCategories.active, true)))
    .orderBy(asc(eventCategories.id));
  return rows.map(toEventCategoryResponse);
}

/**
 * The active gifts of a category as the wizards offer them, at the price guests will pay (the
 * host's price plus the platform percentage). image_url and imageUrl carry the same URL.
 */
export async function findWizardGifts(
  db: Db,
  eventCategoryId: number,
  percentageGift: number,
): Promise<TWizardGift[]> {
  const rows = await db
    .select({ id: gifts.id, name: gifts.name, priceCents: gifts.priceCents, imageUrl: gifts.imageUrl })
    .from(gifts)
    .where(
      and(eq(gifts.eventCategoryId, eventCategoryId), eq(gifts.active, true), isNull(gifts.ownerEventId)),
    )
    .orderBy(asc(gifts.id));
  return rows.map((gift) => ({
    id: gift.id,
    name: gift.name,
    price: centsToReais(finalPriceCents(gift.priceCents, percentageGift)),
    image_url: gift.imageUrl,
    imageUrl: gift.imageUrl,
  }));
}

/** Whether no event uses the slug (the unique index answers). */
export async function isSlugAvailable(db: Db, slug: string): Promise<boolean> {
  const [row] = await db.select({ id: events.id }).from(events).where(eq(events.slug, slug)).limit(1);
  return !row;
}
