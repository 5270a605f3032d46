import type { TEventCategory } from '@celebra/shared/models';
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type EventCategory, eventCategories } from '../../db/schema/index';

/** A category as the contract has it. */
export function toEventCategoryResponse(category: EventCategory): TEventCategory {
  const { id, name, description, eventTypeId, active } = category;
  return { id, name, description, eventTypeId, active };
}

/** Every category, inactive ones included, in creation order (the admin selects and modals). */
export async function findEventCategories(db: Db) {
  return db.select().from(eventCategories).orderBy(asc(eventCategories.id));
}
