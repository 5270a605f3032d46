import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { events } from './events';

/** Presence confirmations ('Lista de Presença'); createdAt is the confirmation date. */
export const guests = pgTable(
  'guests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    firstName: text().notNull(),
    lastName: text().notNull(),
    email: text().notNull(),
    phoneNumber: text().notNull(),
    message: text(),
    ...timestamps,
  },
  (t) => [
    // GET /users/guests/{eventId}, GET /admin/events/{id}/guests, the dashboard's count
    index().on(t.eventId, t.createdAt),
  ],
);

export const guestCompanions = pgTable(
  'guest_companions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    guestId: integer()
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    age: integer().notNull(),
  },
  (t) => [
    check('guest_companions_age_range', sql`${t.age} between 0 and 130`),
    // the guest lists load each guest's companions
    index().on(t.guestId),
  ],
);

export type Guest = typeof guests.$inferSelect;
export type NewGuest = typeof guests.$inferInsert;
export type GuestCompanion = typeof guestCompanions.$inferSelect;
export type NewGuestCompanion = typeof guestCompanions.$inferInsert;
