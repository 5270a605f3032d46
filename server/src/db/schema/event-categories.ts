import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { eventTypes } from './event-types';

/**
 * A type's categories; catalogue gifts belong to one. Removing an event type removes its
 * categories, and with them nothing else: gifts and events filed under one keep going without it.
 */
export const eventCategories = pgTable(
  'event_categories',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    name: text().notNull(),
    description: text().notNull().default(''),
    eventTypeId: integer()
      .notNull()
      .references(() => eventTypes.id, { onDelete: 'cascade' }),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    // GET /users/event-categories?event_type_id= and the types-with-categories tree
    index().on(t.eventTypeId),
  ],
);

export type EventCategory = typeof eventCategories.$inferSelect;
export type NewEventCategory = typeof eventCategories.$inferInsert;
