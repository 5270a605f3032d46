import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { events } from './events';
import { users } from './users';

/**
 * Notices to a host (a message, a presence answer, a gift) past the few an hour mailed one by one,
 * waiting to be folded into one summary mail (jobs/send-notice-summaries). Each row is one line of
 * that summary; the job deletes the rows it mailed. Kept by the host's id, not the address, so the
 * summary goes to the address of the moment; deleted with the host.
 */
export const heldNotices = pgTable(
  'held_notices',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    line: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // the summary job reads a host's lines, oldest first
  (t) => [index().on(t.userId, t.createdAt)],
);

/**
 * The addresses that asked not to receive reminders (the link in every reminder): only the
 * SHA-256 of the trimmed, lower-cased address, as the mail counters keep it, so the list names no
 * one yet still recognises the address when a host adds it to another list.
 */
export const mailUnsubscribes = pgTable('mail_unsubscribes', {
  addressHash: text().primaryKey(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/**
 * The reminders mailed per event in a rolling day, counted before they are sent (a host's bulk
 * reminders at once are serialised on the event's row); the window starts again once `resetAt`
 * has passed.
 */
export const reminderCounts = pgTable('reminder_counts', {
  eventId: integer()
    .primaryKey()
    .references(() => events.id, { onDelete: 'cascade' }),
  count: integer().notNull(),
  resetAt: timestamp({ withTimezone: true }).notNull(),
});

/** Keys the platform signs with (the reminders' unsubscribe links), made at random on first use. */
export const signingKeys = pgTable('signing_keys', {
  name: text().primaryKey(),
  key: text().notNull(),
});
