import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { giftDeliveryPreference } from './enums';
import { eventCategories } from './event-categories';
import { users } from './users';

/** The default event colour: the platform's pink. */
export const DEFAULT_EVENT_COLOR = '#E91E63';

/** An event and its public site at `slug`. Details and settings are 1:1 tables beside it. */
export const events = pgTable(
  'events',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // A category may be removed with its event type; the event keeps going without one.
    eventCategoryId: integer().references(() => eventCategories.id, { onDelete: 'set null' }),
    title: text().notNull(),
    subtitle: text().notNull().default(''),
    // Lower-case (the forms lower-case it as typed); unique, so the guest site finds one event.
    slug: text().notNull().unique(),
    active: boolean().notNull().default(true),
    color: text().notNull().default(DEFAULT_EVENT_COLOR),
    // Null: the guest site shows its default welcome title and text.
    titleDescription: text(),
    description: text(),
    // Null is shown as 'não informado' in the back office.
    giftDeliveryPreference: giftDeliveryPreference(),
    avatarUrl: text(),
    bannerUrl: text(),
    /** When the retention job removed this event's guests' personal data (null: not yet). */
    guestDataRemovedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('events_slug_format', sql`${t.slug} = lower(${t.slug}) and ${t.slug} <> ''`),
    // GET /users/me (the host's event) and GET /admin/user-events/{userId}
    index().on(t.userId),
    // GET /admin/events?active= ordered by creation, and its creation-date range filter. With the id
    // (the order's tie-break) in the index, a page's ids and a deep page's offset are read from the
    // index alone (an index-only scan), never from the table.
    index().on(t.active, t.createdAt, t.id),
    // GET /admin/events without a status filter: newest first, creation-date range (same reason)
    index().on(t.createdAt, t.id),
    // GET /admin/events?sort=title, A to Z or Z to A: case-insensitive in the database's
    // Portuguese collation, the id breaking ties. Without the title itself the page's rows are
    // visited in the table (PostgreSQL reads an index alone only when it holds the columns of the
    // expression), but with it this index would be a cheap whole scan for the planner to prefer over
    // the trigram index on a title search's count; a page read again starts from its bookmark.
    index('events_title_order_index').on(sql`lower(${t.title})`, t.id),
    // GET /admin/events?active=&sort=title (same, within a status)
    index('events_active_title_order_index').on(t.active, sql`lower(${t.title})`, t.id),
    // GET /admin/events?title= (contains search)
    index('events_title_trgm_index').using('gin', t.title.op('gin_trgm_ops')),
    // GET /admin/events?slug= (contains search; the guest site's exact look-up uses the unique)
    index('events_slug_trgm_index').using('gin', t.slug.op('gin_trgm_ops')),
    // foreign key: removing a category sets it null
    index().on(t.eventCategoryId),
  ],
);

export type Event = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;
