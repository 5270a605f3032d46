import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { preUserRequests } from './pre-user-requests';

/**
 * The access codes mailed to a pre-registration's address (the link's `code`), one row per mail,
 * only their SHA-256 kept. Each works once, until it expires, whatever happens to the request
 * meanwhile: anyone can register someone else's address again, and that must never take away a
 * link already in the owner's mailbox. Deleted with the request; expired ones go when a new one is
 * stored for the same request.
 */
export const preRegisterCodes = pgTable(
  'pre_register_codes',
  {
    codeHash: text().primaryKey(),
    preUserRequestId: integer()
      .notNull()
      .references(() => preUserRequests.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // foreign key: the request's codes are deleted with it, and its expired ones pruned
  (t) => [index().on(t.preUserRequestId)],
);

export type PreRegisterCode = typeof preRegisterCodes.$inferSelect;
