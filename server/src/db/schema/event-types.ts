import { relations } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events';
import { gifts } from './gifts';

/** Casamento, Chá de Bebê...: the first choice of both wizards. */
export const eventTypes = pgTable('event_types', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  description: text().notNull().default(''),
  imageUrl: text(),
  active: boolean().notNull().default(true),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
});

/** A type's categories; catalogue gifts belong to one. Removing a type removes them (admin spec). */
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
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    // GET /users/event-categories?event_type_id= and the types-with-categories tree
    index().on(t.eventTypeId),
  ],
);

export const eventTypesRelations = relations(eventTypes, ({ many }) => ({
  eventCategories: many(eventCategories),
}));

export const eventCategoriesRelations = relations(eventCategories, ({ one, many }) => ({
  eventType: one(eventTypes, { fields: [eventCategories.eventTypeId], references: [eventTypes.id] }),
  gifts: many(gifts),
  events: many(events),
}));

export type EventType = typeof eventTypes.$inferSelect;
export type NewEventType = typeof eventTypes.$inferInsert;
export type EventCategory = typeof eventCategories.$inferSelect;
export type NewEventCategory = typeof eventCategories.$inferInsert;
