import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';

/** Back-office administrators: a table of their own, apart from hosts, so neither can sign in as the other. */
export const admins = pgTable(
  'admins',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text().notNull(),
    lastName: text().notNull().default(''),
    // Stored trimmed and lower-cased by the caller (the check refuses anything else), so the
    // plain unique constraint is case-insensitive and login looks it up with a plain `=`.
    email: text().notNull().unique(),
    passwordHash: text().notNull(),
    avatarUrl: text(),
    active: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [check('admins_email_normalized', sql`${t.email} = lower(btrim(${t.email}))`)],
);

/** Login tokens: only the SHA-256 hex of the 256-bit token is kept, with its expiry. */
export const adminSessions = pgTable(
  'admin_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    adminId: integer()
      .notNull()
      .references(() => admins.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Refreshed at most once a minute by the sign-in lookup; a session unused for longer than
    // SESSION_IDLE_HOURS is refused even before expiresAt.
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // logout-everywhere and password change: delete an admin's sessions
    index().on(t.adminId),
    // sweep of expired sessions
    index().on(t.expiresAt),
  ],
);

export type Admin = typeof admins.$inferSelect;
export type NewAdmin = typeof admins.$inferInsert;
export type AdminSession = typeof adminSessions.$inferSelect;
export type NewAdminSession = typeof adminSessions.$inferInsert;
