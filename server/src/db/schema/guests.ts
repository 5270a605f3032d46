import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { consent, erasure, timestamps } from './columns';
import { events } from './events';

/**
 * The guest list ('Lista de Presença'): the guests who answered on the site and those the host
 * invited (added by hand or imported), who may not have answered yet. createdAt is when the row
 * was made (the confirmation date for a guest who answered on the site).
 */
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
    // true: 'Vou'; false: 'Não poderei ir'; null: invited by the host, no answer yet.
    attending: boolean(),
    // The secret of the guest's personal link (?convite=): it opens the site with their name
    // filled in and ties their answer to this row. 128 random bits, hex.
    invitationToken: text().notNull().unique().default(sql`replace(gen_random_uuid()::text, '-', '')`),
    // When the host added the guest to the list as an invitation (null: they answered on the site).
    invitedAt: timestamp({ withTimezone: true }),
    // The first time the personal link was opened.
    openedAt: timestamp({ withTimezone: true }),
    // The guest's first answer on the site, and the last time they changed it.
    answeredAt: timestamp({ withTimezone: true }),
    answerChangedAt: timestamp({ withTimezone: true }),
    // The last reminder sent by e-mail (WhatsApp reminders are sent by the host's own phone).
    remindedAt: timestamp({ withTimezone: true }),
    ...consent,
    ...erasure,
    ...timestamps,
  },
  (t) => [
    // GET /users/guests/{eventId}, GET /admin/events/{id}/guests, the dashboard's count
    index().on(t.eventId, t.createdAt),
  ],
);

/** The host's own questions on the confirmation form (dietary restrictions, a song...). */
export const rsvpQuestions = pgTable(
  'rsvp_questions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    label: text().notNull(),
    required: boolean().notNull().default(false),
    position: integer().notNull(),
    ...timestamps,
  },
  (t) => [index().on(t.eventId, t.position)],
);

/** A guest's answer to one of the host's questions. */
export const guestAnswers = pgTable(
  'guest_answers',
  {
    guestId: integer()
      .notNull()
      .references(() => guests.id, { onDelete: 'cascade' }),
    questionId: integer()
      .notNull()
      .references(() => rsvpQuestions.id, { onDelete: 'cascade' }),
    answer: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.guestId, t.questionId] }), index().on(t.questionId)],
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
export type RsvpQuestion = typeof rsvpQuestions.$inferSelect;
export type GuestAnswer = typeof guestAnswers.$inferSelect;
export type GuestCompanion = typeof guestCompanions.$inferSelect;
export type NewGuestCompanion = typeof guestCompanions.$inferInsert;
