import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { eventCategories } from './event-categories';

/**
 * The gift catalogue, kept by administrators. `priceCents` is what the host receives; guests
 * pay it plus settings.percentageGift, the platform's share. An event's list is `eventGifts`.
 */
export const gifts = pgTable(
  'gifts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    priceCents: integer().notNull(),
    imageUrl: text(),
    // A gift outlives the removal of its category (which cascades from its event type): it
    // stays on the event lists that hold it and can be filed again by an administrator.
    eventCategoryId: integer().references(() => eventCategories.id, { onDelete: 'set null' }),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check('gifts_price_cents_positive', sql`${t.priceCents} > 0`),
    // GET /users/fetch-gifts-slug?event_category_id= and GET /admin/gifts/categories
    index().on(t.eventCategoryId),
  ],
);

export type Gift = typeof gifts.$inferSelect;
export type NewGift = typeof gifts.$inferInsert;
