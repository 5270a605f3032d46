import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type Event, events } from '../../db/schema/index';

type EventTexts = Pick<Event, 'title' | 'subtitle' | 'titleDescription' | 'description' | 'color'>;

/** Saves the 'Cores e Textos' fields of an event and returns the updated row. */
export async function updateEventTexts(db: Db, eventId: number, texts: EventTexts): Promise<Event> {
  const [event] = await db.update(events).set(texts).where(eq(events.id, eventId)).returning();
  if (!event) throw new Error(`event ${eventId} vanished during its update`);
  return event;
}
