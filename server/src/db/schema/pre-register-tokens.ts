import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { preUserRequests } from './pre-user-requests';

/**
 * Proofs handed to a browser for one pre-registration: to the browser that registered, and to
 * any browser that opened the access link mailed to the address. Only the SHA-256 of the token is
 * kept (as for login sessions). A new registration that replaces an unverified request deletes
 * its tokens; deleting the request deletes them too.
 */
export const preRegisterTokens = pgTable(
  'pre_register_tokens',
  {
    tokenHash: text().primaryKey(),
    preUserRequestId: integer()
      .notNull()
      .references(() => preUserRequests.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  // foreign key: the request's tokens are deleted with it, and when it is replaced
  (t) => [index().on(t.preUserRequestId)],
);

export type PreRegisterToken = typeof preRegisterTokens.$inferSelect;
