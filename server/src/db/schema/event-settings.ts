import { sql } from 'drizzle-orm';
import { boolean, check, date, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events';

/** What the public site shows, and its password. One row per event, created with it. */
export const eventSettings = pgTable(
  'event_settings',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .unique()
      .references(() => events.id, { onDelete: 'cascade' }),
    showGiftList: boolean().notNull().default(true),
    showGuestMessages: boolean().notNull().default(true),
    showEventInfo: boolean().notNull().default(true),
    allowGuestConfirmation: boolean().notNull().default(true),
    /**
     * 'Permitir que buscadores encontrem o site': off by default, the site's page carries noindex
     * (a wedding site holds names, dates and addresses); a protected or disabled site is noindex anyway.
     */
    allowSearchEngines: boolean().notNull().default(false),
    // The host's choice of how the cart's 'cover the fee' box starts: ticked (the guest pays the
    // platform's percentage on top and the host receives the gifts' full price) or not.
    guestCoversFeeByDefault: boolean().notNull().default(true),
    // The short notice shown beside the gift list, saying how gifts work (that they reach the
    // couple as money, for instance); null: the platform's default text (shared/src/models/gift-notice.ts).
    giftNotice: text(),
    // The site password's hash, never the password (domain/site-password/hash-site-password.ts):
    // the host's screen says that one is set and lets them replace or remove it. The column kept
    // its old name, `password`. Null: no password, an open site.
    passwordHash: text('password'),
    // The last day guests can answer the confirmation form (in Brasília time); null: no deadline.
    confirmationDeadline: date({ mode: 'string' }),
    // A companion up to this age counts as a child in the totals; older, as an adult.
    childrenMaxAge: integer().notNull().default(12),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check('event_settings_children_max_age', sql`${t.childrenMaxAge} between 0 and 17`)],
);

export type EventSettings = typeof eventSettings.$inferSelect;
export type NewEventSettings = typeof eventSettings.$inferInsert;
