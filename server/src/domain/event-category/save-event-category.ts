import {
  EVENT_CATEGORY_NOT_FOUND_MESSAGE,
  EVENT_TYPE_NOT_FOUND_MESSAGE,
  eventCategoryInUseMessage,
} from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { pgViolation } from '../../db/pg-errors';
import { type EventCategory, eventCategories } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { countCategoryUsage } from './count-category-usage';

type CategoryValues = {
  name: string;
  description: string;
  eventTypeId: number;
  active?: boolean | undefined;
};

// The chosen event type is checked by its foreign key: an unknown one is a 404, not a 500.
async function withTypeCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (pgViolation(error)?.kind === 'foreign-key')
      throw new DomainError('not-found', EVENT_TYPE_NOT_FOUND_MESSAGE);
    throw error;
  }
}

/** POST /admin/event-categories. */
export async function insertEventCategory(db: Db, values: CategoryValues): Promise<EventCategory> {
  const [category] = await withTypeCheck(() =>
    db
      .insert(eventCategories)
      .values({ ...values, active: values.active ?? true })
      .returning(),
  );
  if (!category) throw new Error('event category not inserted');
  return category;
}

/** PUT /admin/event-categories/{id}: a 404 for an unknown id. */
export async function updateEventCategory(
  db: Db,
  id: number,
  values: CategoryValues,
): Promise<EventCategory> {
  const [category] = await withTypeCheck(() =>
    db.update(eventCategories).set(values).where(eq(eventCategories.id, id)).returning(),
  );
  if (!category) throw new DomainError('not-found', EVENT_CATEGORY_NOT_FOUND_MESSAGE);
  return category;
}

/**
 * DELETE /admin/event-categories/{id}: refused (409, with the counts) while events or gifts are
 * filed under it, so that removing a category never silently unfiles them. The row is locked
 * first: an event or gift filed under it meanwhile waits for the removal and then fails its
 * foreign key, rather than being left without a category.
 */
export async function deleteEventCategory(db: Db, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [category] = await tx
      .select({ id: eventCategories.id })
      .from(eventCategories)
      .where(eq(eventCategories.id, id))
      .for('update');
    if (!category) throw new DomainError('not-found', EVENT_CATEGORY_NOT_FOUND_MESSAGE);
    const usage = await countCategoryUsage(tx, [id]);
    if (usage.events > 0 || usage.gifts > 0) {
      throw new DomainError('conflict', eventCategoryInUseMessage(usage.events, usage.gifts));
    }
    await tx.delete(eventCategories).where(eq(eventCategories.id, id));
  });
}
