import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/** Gifts a host would like to see in the catalogue (POST /users/gifts/suggestion/{eventId}). */
export const giftSuggestions = pgTable(
  'gift_suggestions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    title: text().notNull(),
    description: text().notNull().default(''),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // GET /admin/gift-suggestions?eventId= and GET /users/gifts/{eventId}, newest first
    index().on(t.eventId, t.createdAt),
    // GET /admin/gift-suggestions without a filter, newest first
    index().on(t.createdAt),
    // foreign key: deleting a user cascades
    index().on(t.userId),
  ],
);

export type GiftSuggestion = typeof giftSuggestions.$inferSelect;
export type NewGiftSuggestion = typeof giftSuggestions.$inferInsert;
