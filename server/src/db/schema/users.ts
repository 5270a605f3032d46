import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { consent, timestamps } from './columns';

/** Hosts: the owners of events. */
export const users = pgTable(
  'users',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    // Stored trimmed and lower-cased by the caller; see admins.email.
    email: text().notNull().unique(),
    /** As typed in the apps' phone mask: '(11) 98765-4321'. */
    phoneNumber: text().notNull(),
    passwordHash: text().notNull(),
    // The back office shows a status; ACTIVE is the only value ever set (deactivation is `active`).
    status: text().notNull().default('ACTIVE'),
    active: boolean().notNull().default(true),
    // The e-mails the host chose to get: each gift, each message, each confirmation, and a daily
    // summary of the day before (sent by a scheduled job; dailySummarySentAt keeps it once a day).
    notifyGifts: boolean().notNull().default(true),
    notifyMessages: boolean().notNull().default(true),
    notifyConfirmations: boolean().notNull().default(true),
    notifyDailySummary: boolean().notNull().default(false),
    dailySummarySentAt: timestamp({ withTimezone: true }),
    /** Carried over from the registration that made the account (null for accounts made before). */
    ...consent,
    /**
     * When the host deleted their account: the row stays, anonymised (no name, e-mail, phone nor
     * password that could sign in), because the money records the law requires point at it.
     */
    deletedAt: timestamp({ withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('users_email_normalized', sql`${t.email} = lower(btrim(${t.email}))`),
    // GET /admin/users?name= (contains search, ILIKE '%q%' on "first last")
    index('users_full_name_trgm_index').using(
      'gin',
      sql`(${t.firstName} || ' ' || ${t.lastName}) gin_trgm_ops`,
    ),
    // GET /admin/users?email= (contains search; exact look-ups use the unique constraint)
    index('users_email_trgm_index').using('gin', t.email.op('gin_trgm_ops')),
    // GET /admin/users?phoneNumber= (contains search)
    index('users_phone_number_trgm_index').using('gin', t.phoneNumber.op('gin_trgm_ops')),
    // GET /admin/users: newest first; a page's ids from the index alone (id: the tie-break)
    index().on(t.createdAt, t.id),
    // GET /admin/users?sort=firstName: case-insensitive in the database's Portuguese collation; a
    // page's ids from the index alone (id: the tie-break; the name itself last, never changing the
    // order, because PostgreSQL reads an index alone only when it holds the columns the expression
    // is made of)
    index('users_first_name_order_index').on(sql`lower(${t.firstName})`, t.id, t.firstName),
    // GET /admin/users?sort=email (stored lower-cased; same reason)
    index().on(t.email, t.id),
  ],
);

export const userSessions = pgTable(
  'user_sessions',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // Refreshed at most once a minute by the sign-in lookup; a session unused for longer than
    // SESSION_IDLE_HOURS is refused even before expiresAt.
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // logout-everywhere and password change: delete a host's sessions
    index().on(t.userId),
    // sweep of expired sessions
    index().on(t.expiresAt),
  ],
);

export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type UserSession = typeof userSessions.$inferSelect;
export type NewUserSession = typeof userSessions.$inferInsert;
