import type { TEventInfoJson } from '@celebra/shared/models';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { consent, timestamps } from './columns';
import { preUserPaymentStatus } from './enums';
import { users } from './users';

/**
 * A prospective host: registered and paying the list creation fee, not yet a user. The
 * registration password is kept hashed so the admin wizard can create the account with the
 * user's own password ('useUserPassword'). `hasEventInfo` is `eventInfoJson is not null`.
 */
export const preUserRequests = pgTable(
  'pre_user_requests',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    firstName: text().notNull(),
    lastName: text().notNull(),
    // Stored trimmed and lower-cased by the caller; see admins.email.
    email: text().notNull().unique(),
    phoneNumber: text().notNull(),
    passwordHash: text().notNull(),
    paymentStatus: preUserPaymentStatus().notNull().default('PENDING'),
    paymentLink: text(),
    providerPreferenceId: text(),
    // The provider's payment id once a notification arrives; webhook handling is keyed on it.
    providerPaymentId: text().unique(),
    // What the host's event-info wizard sent (event type, category, title, slug, delivery
    // preference, catalogue gift ids), minus the password, which only authenticates the call.
    eventInfoJson: jsonb().$type<TEventInfoJson>(),
    accountCreated: boolean().notNull().default(false),
    // When the event wizard was last sent (null: not yet), and when the request was turned into
    // its account and event (null: not yet): their difference over the recent conversions is the
    // waiting time the waiting screen announces.
    eventInfoSentAt: timestamp({ withTimezone: true }),
    convertedAt: timestamp({ withTimezone: true }),
    // True when the platform created the event itself ('Publicar eventos automaticamente após o
    // pagamento'), false when an administrator did (or not yet).
    autoPublished: boolean().notNull().default(false),
    // When the owner of the address proved it: an access link mailed to it, opened with the
    // registering browser's token, or by a reader who then chose the password. Until then the
    // password chosen at registration is not trusted (the admin wizard cannot reuse it, the event wizard cannot
    // be sent), a new registration of the address replaces the request, and the access of the
    // registering browser ends 24 h after the registration (routes/users/pre-register).
    emailVerifiedAt: timestamp({ withTimezone: true }),
    // The access codes mailed to the address are rows of pre_register_codes.
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    // When the payments' reconciliation last asked the provider about the fee while it was
    // pending (null: never); see purchases.lastReconciledAt.
    lastReconciledAt: timestamp({ withTimezone: true }),
    ...consent,
    ...timestamps,
  },
  (t) => [
    check('pre_user_requests_email_normalized', sql`${t.email} = lower(btrim(${t.email}))`),
    // GET /admin/pre-user-requests: newest first, startDate/endDate filter
    index().on(t.createdAt),
    // GET /admin/pre-user-requests?sort=name: by the name shown ("first last"), case-insensitive in
    // the database's Portuguese collation, the id breaking ties; the names last, never changing the
    // order, so that the page is read from the index alone (PostgreSQL does so only when the index
    // holds the columns the expression is made of)
    index('pre_user_requests_name_order_index').on(
      sql`lower(${t.firstName} || ' ' || ${t.lastName})`,
      t.id,
      t.firstName,
      t.lastName,
    ),
    // GET /admin/pre-user-requests?email= (contains search)
    index('pre_user_requests_email_trgm_index').using('gin', t.email.op('gin_trgm_ops')),
    // GET /admin/pre-user-requests?phoneNumber= (contains search)
    index('pre_user_requests_phone_number_trgm_index').using('gin', t.phoneNumber.op('gin_trgm_ops')),
    // the waiting time: the latest conversions an administrator made
    index('pre_user_requests_converted_at_index')
      .on(t.convertedAt)
      .where(sql`${t.convertedAt} is not null and not ${t.autoPublished}`),
    // foreign key: deleting a user sets it null
    index().on(t.userId),
  ],
);

export type PreUserRequest = typeof preUserRequests.$inferSelect;
export type NewPreUserRequest = typeof preUserRequests.$inferInsert;
