import { sql } from 'drizzle-orm';
import { eventGifts, gifts } from '../../db/schema/index';

/**
 * A list line's values as guests see them, for a query joining event_gifts to gifts: the list's
 * own (event_gifts) where the host set them, else the gift's (catalogue or own), so a catalogue
 * gift keeps following the catalogue until the host changes it on their list.
 */
export const listLineValues = {
  name: sql<string>`coalesce(${eventGifts.name}, ${gifts.name})`,
  description: sql<string>`coalesce(${eventGifts.description}, ${gifts.description})`,
  priceCents: sql<number>`coalesce(${eventGifts.priceCents}, ${gifts.priceCents})`,
  imageUrl: sql<string | null>`coalesce(${eventGifts.imageUrl}, ${gifts.imageUrl})`,
};
