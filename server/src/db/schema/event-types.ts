import { boolean, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Casamento, Chá de Bebê...: the first choice of both wizards. Its categories: event-categories.ts. */
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

export type EventType = typeof eventTypes.$inferSelect;
export type NewEventType = typeof eventTypes.$inferInsert;
