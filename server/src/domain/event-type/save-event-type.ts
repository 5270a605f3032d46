import { eventTypeInUseMessage } from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type EventType, eventCategories, eventTypes } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { countCategoryUsage } from '../event-category/count-category-usage';

type EventTypeValues = {
  name: string;
  description: string;
  active?: boolean | undefined;
  imageUrl?: string | undefined;
};

/** POST /admin/event-types. */
export async function insertEventType(db: Db, values: EventTypeValues): Promise<EventType> {
  const [type] = await db
    .insert(eventTypes)
    .values({ ...values, active: values.active ?? true })
    .returning();
  if (!type) throw new Error('event type not inserted');
  return type;
}

/**
 * PUT /admin/event-types/{id}; undefined fields stay. Also tells which image the update replaced,
 * read under the row's lock, so of two updates at once each removes exactly the image its own
 * write replaced. Undefined when the type is gone.
 */
export async function updateEventType(db: Db, id: number, values: EventTypeValues) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ imageUrl: eventTypes.imageUrl })
      .from(eventTypes)
      .where(eq(eventTypes.id, id))
      .for('update');
    if (!current) return undefined;
    const [type] = await tx.update(eventTypes).set(values).where(eq(eventTypes.id, id)).returning();
    return type && { type, replacedImageUrl: values.imageUrl === undefined ? null : current.imageUrl };
  });
}

/**
 * DELETE /admin/event-types/{id}: its categories go with it (foreign key cascade, as the admin's
 * confirmation says), so it is refused (409, with the counts) while events or gifts are filed
 * under any of them. The type and its categories are locked first, so nothing is filed under
 * them between the count and the removal. Returns the removed row, undefined when there is none.
 */
export async function deleteEventType(db: Db, id: number) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ id: eventTypes.id })
      .from(eventTypes)
      .where(eq(eventTypes.id, id))
      .for('update');
    if (!current) return undefined;
    const categories = await tx
      .select({ id: eventCategories.id })
      .from(eventCategories)
      .where(eq(eventCategories.eventTypeId, id))
      .for('update');
    const usage = await countCategoryUsage(
      tx,
      categories.map((category) => category.id),
    );
    if (usage.events > 0 || usage.gifts > 0) {
      throw new DomainError('conflict', eventTypeInUseMessage(usage.events, usage.gifts));
    }
    const [type] = await tx.delete(eventTypes).where(eq(eventTypes.id, id)).returning();
    return type;
  });
}
