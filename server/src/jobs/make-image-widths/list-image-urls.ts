import { and, asc, eq, gt, isNotNull, like, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { admins, eventGallery, eventGifts, events, eventTypes, gifts } from '../../db/schema/index';

/** One page of image URLs a table holds, and where the next page starts. */
export type ImageUrlPage = { urls: string[]; next: number | undefined };

type ImageColumn = {
  /** For the logs: which column the URLs come from. */
  name: string;
  table: PgTable;
  id: PgColumn;
  url: PgColumn;
  /** Rows of the table whose URL is not an image (a gallery's videos). */
  only?: SQL;
};

/**
 * Every column of the database that holds the URL of an uploaded image. An event's banner and
 * avatar, its gallery's photos (not its videos), the catalogue's and the hosts' gifts, an event
 * list line's own photo, an event type's picture, an administrator's avatar.
 */
export const IMAGE_COLUMNS: ImageColumn[] = [
  { name: 'events.avatar_url', table: events, id: events.id, url: events.avatarUrl },
  { name: 'events.banner_url', table: events, id: events.id, url: events.bannerUrl },
  {
    name: 'event_gallery.url',
    table: eventGallery,
    id: eventGallery.id,
    url: eventGallery.url,
    only: eq(eventGallery.type, 'image'),
  },
  { name: 'gifts.image_url', table: gifts, id: gifts.id, url: gifts.imageUrl },
  { name: 'event_gifts.image_url', table: eventGifts, id: eventGifts.id, url: eventGifts.imageUrl },
  { name: 'event_types.image_url', table: eventTypes, id: eventTypes.id, url: eventTypes.imageUrl },
  { name: 'admins.avatar_url', table: admins, id: admins.id, url: admins.avatarUrl },
];

/**
 * The WebP URLs of one column, `limit` rows from the id `after` on, in id order: the walk goes
 * page by page and never holds a whole table. Only URLs ending in .webp are read (every stored
 * image does; the caller keeps those whose key the server made).
 */
export async function listImageUrls(
  db: Db,
  column: ImageColumn,
  after: number,
  limit: number,
): Promise<ImageUrlPage> {
  const rows = (await db
    .select({ id: column.id, url: column.url })
    .from(column.table)
    .where(and(gt(column.id, after), isNotNull(column.url), like(column.url, '%.webp'), column.only))
    .orderBy(asc(column.id))
    .limit(limit)) as { id: number; url: string }[];
  const last = rows.at(-1);
  return { urls: rows.map((row) => row.url), next: rows.length === limit && last ? last.id : undefined };
}
