import type { EVENT_IMAGE_KINDS } from '@celebra/shared/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { events } from '../../../db/schema/index';

/** Points the event's avatar or banner at a new URL; returns both URLs as they now are. */
export async function updateEventImage(
  db: Db,
  eventId: number,
  kind: (typeof EVENT_IMAGE_KINDS)[number],
  url: string,
) {
  const [event] = await db
    .update(events)
    .set(kind === 'avatar' ? { avatarUrl: url } : { bannerUrl: url })
    .where(eq(events.id, eventId))
    .returning({ avatarUrl: events.avatarUrl, bannerUrl: events.bannerUrl });
  return event;
}
