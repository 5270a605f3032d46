import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('gifts_price_cents_positive', sql`${t.priceCents} > 0`),
    // GET /users/fetch-gifts-slug?event_category_id= and GET /admin/gifts/categories
    index().on(t.eventCategoryId),
  ],
);

export type Gift = typeof gifts.$inferSelect;
export type NewGift = typeof gifts.$inferInsert;
