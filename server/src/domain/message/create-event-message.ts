import type { Db } from '../../db/client';
import { eventMessages } from '../../db/schema/index';

type MessageInput = { firstName: string; lastName: string; email: string; message: string };

/** Stores a guest's message ('recado') to the hosts of an event. */
export async function createEventMessage(db: Db, eventId: number, input: MessageInput): Promise<void> {
  await db.insert(eventMessages).values({ eventId, ...input });
}
