import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { eventCategories } from './event-categories';
import { events } from './events';

/**
 * The gift catalogue, kept by administrators, and the hosts' own gifts. `priceCents` is what the
 * host receives; guests pay it plus settings.percentageGift, the platform's share. An event's list
 * is `eventGifts`, which can give a gift of the catalogue its own name, price and photo there.
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
    // A gift a host created for their own list (photo, name, description, price): it belongs to
    // that event alone, is never offered by the catalogue, and goes with the event. Null: the
    // platform's catalogue.
    ownerEventId: integer().references(() => events.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [
    check('gifts_price_cents_positive', sql`${t.priceCents} > 0`),
    // GET /users/fetch-gifts-slug?event_category_id= and GET /admin/gifts/categories
    index().on(t.eventCategoryId),
    // foreign key: an event's own gifts go with it
    index().on(t.ownerEventId),
  ],
);

export type Gift = typeof gifts.$inferSelect;
export type NewGift = typeof gifts.$inferInsert;
