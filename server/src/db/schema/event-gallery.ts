import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { mediaType } from './enums';
import { events } from './events';

/** Photos and videos of the public site's carousel. */
export const eventGallery = pgTable(
  'event_gallery',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    type: mediaType().notNull(),
    url: text().notNull(),
    // The storage key behind `url`, for removal.
    storageKey: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // GET /users/event-gallery/{eventId}, the public event's gallery, counts per type
    index().on(t.eventId, t.createdAt),
  ],
);

export type EventGalleryItem = typeof eventGallery.$inferSelect;
export type NewEventGalleryItem = typeof eventGallery.$inferInsert;
