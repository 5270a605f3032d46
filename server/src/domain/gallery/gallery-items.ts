import { galleryFullMessage, MEDIA_NOT_FOUND_MESSAGE } from '@celebra/shared/messages';
import type { TGalleryItem, TGalleryType } from '@celebra/shared/models';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventGallery, events } from '../../db/schema/index';
import { findGalleryAllowance } from '../../media/gallery-allowance';
import { DomainError } from '../errors/domain-error';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** An event's gallery in upload order, by the (event_id, created_at) index. */
export async function findGallery(db: Db | Tx, eventId: number): Promise<TGalleryItem[]> {
  return db
    .select({ id: eventGallery.id, type: eventGallery.type, url: eventGallery.url })
    .from(eventGallery)
    .where(eq(eventGallery.eventId, eventId))
    .orderBy(asc(eventGallery.createdAt), asc(eventGallery.id));
}

/** How many photos and videos the gallery holds. */
export async function countGallery(db: Db | Tx, eventId: number): Promise<Record<TGalleryType, number>> {
  const rows = await db
    .select({ type: eventGallery.type, count: sql<number>`count(*)::int` })
    .from(eventGallery)
    .where(eq(eventGallery.eventId, eventId))
    .groupBy(eventGallery.type);
  const counts = { image: 0, video: 0 };
  for (const row of rows) counts[row.type] = row.count;
  return counts;
}

export type StoredMedia = { type: TGalleryType; url: string; key: string };

/**
 * Adds a stored file to the gallery if the allowance still has room. The event row is locked
 * first, so two uploads at once cannot both take the last place. Answers the whole gallery.
 */
export async function insertGalleryItem(db: Db, eventId: number, media: StoredMedia) {
  return db.transaction(async (tx) => {
    await tx.select({ id: events.id }).from(events).where(eq(events.id, eventId)).for('update');
    const [allowance, counts] = await Promise.all([
      findGalleryAllowance(tx, eventId),
      countGallery(tx, eventId),
    ]);
    if (counts[media.type] >= allowance[media.type]) {
      throw new DomainError('forbidden', galleryFullMessage(media.type, allowance));
    }
    await tx
      .insert(eventGallery)
      .values({ eventId, type: media.type, url: media.url, storageKey: media.key });
    return findGallery(tx, eventId);
  });
}

/** Removes one item of this event's gallery (a 404 for anyone else's) and returns it. */
export async function deleteGalleryItem(db: Db, eventId: number, mediaId: number) {
  const [item] = await db
    .delete(eventGallery)
    .where(and(eq(eventGallery.id, mediaId), eq(eventGallery.eventId, eventId)))
    .returning();
  if (!item) throw new DomainError('not-found', MEDIA_NOT_FOUND_MESSAGE);
  return item;
}
