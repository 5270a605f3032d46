import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { users } from './users';

/**
 * The links 'Esqueci minha senha' mails, one row per mail, only the token's SHA-256 kept (the
 * token is 256 random bits: a plain hash is enough and lets the look-up use the unique index).
 * Each belongs to a host or an administrator, never both, and works until `expiresAt` (an hour)
 * and once: the reset claims it by deleting it, so of two uses at once one finds nothing. A reset
 * deletes every other link of the account too; a new link leaves the older ones working, so
 * nobody asking for a link on someone else's address takes away the one already in the owner's
 * mailbox. Expired ones go when a new link is stored for the same account.
 */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    tokenHash: text().notNull().unique(),
    userId: integer().references(() => users.id, { onDelete: 'cascade' }),
    adminId: integer().references(() => admins.id, { onDelete: 'cascade' }),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('password_reset_tokens_one_owner', sql`num_nonnulls(${t.userId}, ${t.adminId}) = 1`),
    // foreign keys, and the account's other links deleted at a reset
    index().on(t.userId),
    index().on(t.adminId),
  ],
);

export type PasswordResetToken = typeof passwordResetTokens.$inferSelect;
