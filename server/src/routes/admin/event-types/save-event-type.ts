import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { type EventType, eventTypes } from '../../../db/schema/index';

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

/** PUT /admin/event-types/{id}; undefined fields stay. Undefined when the type is gone. */
export async function updateEventType(db: Db, id: number, values: EventTypeValues) {
  const [type] = await db.update(eventTypes).set(values).where(eq(eventTypes.id, id)).returning();
  return type;
}

/**
 * DELETE /admin/event-types/{id}: its categories go with it (foreign key cascade, as the admin's
 * confirmation says); their gifts and events stay, without a category. Returns the removed row.
 */
export async function deleteEventType(db: Db, id: number) {
  const [type] = await db.delete(eventTypes).where(eq(eventTypes.id, id)).returning();
  return type;
}
