import type { TEventType, TEventTypeWithCategories } from '@celebra/shared/models';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type EventType, eventCategories, eventTypes } from '../../db/schema/index';
import { toEventCategoryResponse } from '../event-category/find-event-categories';

/** A type as the contract has it. */
export function toEventTypeResponse(type: EventType): TEventType {
  const { id, name, description, imageUrl, active } = type;
  return { id, name, description, imageUrl, active };
}

/** Every event type, inactive ones included, in creation order. */
export async function findEventTypes(db: Db): Promise<TEventType[]> {
  const rows = await db.select().from(eventTypes).orderBy(asc(eventTypes.id));
  return rows.map(toEventTypeResponse);
}

/** Every event type with its categories: one query over a left join, grouped in order. */
export async function findEventTypesWithCategories(db: Db): Promise<TEventTypeWithCategories[]> {
  const rows = await db
    .select({ type: eventTypes, category: eventCategories })
    .from(eventTypes)
    .leftJoin(eventCategories, eq(eventCategories.eventTypeId, eventTypes.id))
    .orderBy(asc(eventTypes.id), asc(eventCategories.id));
  const types = new Map<number, TEventTypeWithCategories>();
  for (const { type, category } of rows) {
    let entry = types.get(type.id);
    if (!entry) {
      entry = { ...toEventTypeResponse(type), eventCategories: [] };
      types.set(type.id, entry);
    }
    if (category) entry.eventCategories.push(toEventCategoryResponse(category));
  }
  return [...types.values()];
}

/** One event type row, or undefined. */
export async function findEventType(db: Db, id: number): Promise<EventType | undefined> {
  const [type] = await db.select().from(eventTypes).where(eq(eventTypes.id, id)).limit(1);
  return type;
}
