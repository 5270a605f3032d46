import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { documentType, payoutStatus, pixKeyType } from './enums';
import { events } from './events';
import { users } from './users';

/** Transfers (repasses) of an event's balance to its host, requested by the host, concluded by an administrator. */
export const payouts = pgTable(
  'payouts',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    requestedAmountCents: integer().notNull(),
    // Set when an administrator concludes the payout.
    paidAmountCents: integer(),
    status: payoutStatus().notNull().default('PENDING'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    // When it was concluded: for a PAID payout, the day it was paid.
    concludedAt: timestamp({ withTimezone: true }),
    // Why an administrator paid less than requested (required then; the rest stays available).
    shortfallReason: text(),
    // The administrator who concluded or cancelled it.
    concludedByAdminId: integer().references(() => admins.id, { onDelete: 'set null' }),
    // The transfer's proof: the Pix end-to-end id the bank gave when the administrator paid it.
    endToEndId: text(),
    // Why it failed or was cancelled (required then): the host reads it next to the money given back.
    closingReason: text(),
    // Why it was paid although the host's money no longer covered it (required then; audited).
    balanceOverrideReason: text(),
    // Where the host asked for the money to go, copied from their payout destination when the
    // payout was requested, so that a later change of destination never rewrites where an earlier
    // payout went. Null on payouts requested before destinations existed.
    destinationHolderName: text(),
    destinationDocumentType: documentType(),
    destinationDocument: text(),
    destinationPixKeyType: pixKeyType(),
    destinationPixKey: text(),
  },
  (t) => [
    check('payouts_requested_amount_cents_positive', sql`${t.requestedAmountCents} > 0`),
    check('payouts_paid_amount_cents_positive', sql`${t.paidAmountCents} > 0`),
    // At most one pending payout per event, whatever the concurrency: a second request while
    // one is pending is refused — the insert fails with a unique violation.
    uniqueIndex('payouts_one_pending_per_event_index').on(t.eventId).where(sql`${t.status} = 'PENDING'`),
    // the event balance (paid and pending sums per event)
    index().on(t.eventId, t.status),
    // GET /admin/payouts?status=, newest first: a page's ids from the index alone (id: the tie-break)
    index().on(t.status, t.createdAt, t.id),
    // GET /admin/payouts?status=&sort=requestedAmount: a page's ids from the index alone (same reason)
    index().on(t.status, t.requestedAmountCents, t.id),
    // foreign key: deleting a user with payouts is refused
    index().on(t.userId),
  ],
);

export type Payout = typeof payouts.$inferSelect;
export type NewPayout = typeof payouts.$inferInsert;
