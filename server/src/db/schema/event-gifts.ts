import { index, integer, pgTable, timestamp, unique } from 'drizzle-orm/pg-core';
import { events } from './events';
import { gifts } from './gifts';

/** An event's gift list: catalogue gifts picked by the host or linked by an administrator. */
export const eventGifts = pgTable(
  'event_gifts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    giftId: integer()
      .notNull()
      .references(() => gifts.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // GET /users/gifts/{eventId}, the public event's gifts, purchase price look-up; also
    // refuses linking the same gift twice (POST /admin/gifts/link-to-event)
    unique().on(t.eventId, t.giftId),
    // foreign key: removing a catalogue gift removes it from every list
    index().on(t.giftId),
  ],
);

export type EventGift = typeof eventGifts.$inferSelect;
export type NewEventGift = typeof eventGifts.$inferInsert;
