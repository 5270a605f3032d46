import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { consent, erasure } from './columns';
import { events } from './events';

/** Guests' messages to the hosts ('Recadinhos'). */
export const eventMessages = pgTable(
  'event_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    message: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    ...consent,
    ...erasure,
  },
  (t) => [
    // GET /users/messages/{eventId}, GET /admin/events/{id}/messages, the dashboard's count
    index().on(t.eventId, t.createdAt),
  ],
);

export type EventMessage = typeof eventMessages.$inferSelect;
export type NewEventMessage = typeof eventMessages.$inferInsert;
