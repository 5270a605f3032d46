import type { EVENT_IMAGE_KINDS } from '@celebra/shared/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events } from '../../db/schema/index';

type EventImageKind = (typeof EVENT_IMAGE_KINDS)[number];

/**
 * Points the event's avatar or banner at a new URL and tells which URL it replaced, read under
 * the row's lock: of two uploads at once, each learns exactly the URL its own write replaced
 * (the other's, or the one before both), so every replaced image is removed by exactly one of
 * them. Undefined when the event no longer exists.
 */
export async function updateEventImage(db: Db, eventId: number, kind: EventImageKind, url: string) {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ avatarUrl: events.avatarUrl, bannerUrl: events.bannerUrl })
      .from(events)
      .where(eq(events.id, eventId))
      .for('update');
    if (!current) return undefined;
    const [updated] = await tx
      .update(events)
      .set(kind === 'avatar' ? { avatarUrl: url } : { bannerUrl: url })
      .where(eq(events.id, eventId))
      .returning({ avatarUrl: events.avatarUrl, bannerUrl: events.bannerUrl });
    if (!updated) return undefined;
    return { ...updated, replaced: kind === 'avatar' ? current.avatarUrl : current.bannerUrl };
  });
}
