import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { deliveries } from './deliveries';
import { ledgerEntryKind } from './enums';
import { events } from './events';
import { payouts } from './payouts';
import { purchases } from './purchases';

/**
 * The money ledger: every movement of an event's money, never updated nor deleted (a trigger
 * refuses both: a correction is a new entry). The database appends the entries itself, in the
 * transaction of the purchase's or payout's change that makes them, whoever writes it (triggers on
 * `purchases` and `payouts`, in the migration that creates this table). An event's balance is a
 * sum over its entries (domain/ledger/find-ledger-balance.ts).
 *
 * Sign convention: `amountCents` is how the entry moves the host's balance, in centavos.
 *   GIFT_CREDITED     + the purchase's userAmountCents, when it becomes APPROVED.
 *   FEE_KEPT          + the platform's share (totalPriceCents − userAmountCents) of that approval:
 *                       recorded for the platform's books, it does NOT move the host's balance
 *                       (every host sum leaves this kind out).
 *   FEE_REVERSED      − that fee, when the approval that kept it ends (the purchase leaves APPROVED
 *                       in any way): the platform's books, like FEE_KEPT, never the host's. So the
 *                       platform's fees (FEE_KEPT + FEE_REVERSED) are the fees of the purchases
 *                       approved now, whatever their history.
 *   REFUND            − the credited share, when an approved purchase is cancelled, refunded or
 *                       refused (by the provider or set by hand by an administrator).
 *   CHARGEBACK        − the credited share, when the provider reports a charge-back.
 *   PAYOUT_REQUESTED  − the requested amount: it reserves the money while the payout is pending.
 *   PAYOUT_CANCELLED  + the requested amount: a failed or cancelled payout frees it again.
 *   PAYOUT_CONCLUDED  requested − paid: 0 when the administrator paid what was requested; what
 *                       was not paid goes back to the balance, an overpayment takes it out.
 *   DELIVERY_RESERVED − a delivery line's host share, set apart when the line is written or
 *                       reopened (deliveries.ts): the gift is delivered, not paid in money.
 *   DELIVERY_BOUGHT   0: the reservation is used to buy the gift (its cost is on the line).
 *   DELIVERY_RELEASED + that share, back to the balance: the couple took the gift as money, or
 *                       the line was cancelled (its purchase reversed) before it was bought.
 * So the balance left to request is Σ amountCents of the event's entries other than FEE_KEPT and
 * FEE_REVERSED.
 *
 * `occurrence` numbers the repeats of one purchase's movement: an administrator may set a refunded
 * purchase back to APPROVED, which credits it a second time (occurrence 2), and so on. Payouts
 * move once per kind (occurrence 1). The unique indexes below make every movement happen once,
 * however many times the provider delivers the same notification.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    kind: ledgerEntryKind().notNull(),
    amountCents: integer().notNull(),
    purchaseId: integer().references(() => purchases.id, { onDelete: 'restrict' }),
    payoutId: integer().references(() => payouts.id, { onDelete: 'restrict' }),
    occurrence: integer().notNull().default(1),
    /** The delivery line a DELIVERY_* entry moves (its purchase is named too); null otherwise. */
    deliveryId: integer().references(() => deliveries.id, { onDelete: 'restrict' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // A purchase's movement names its purchase, a payout's its payout, never both.
    // (Every kind that is not a payout's is a purchase's, so a kind added later needs no new literal
    // here: PostgreSQL refuses a new enum value in the transaction that adds it.)
    check(
      'ledger_entries_subject',
      sql`(${t.kind} not in ('PAYOUT_REQUESTED', 'PAYOUT_CANCELLED', 'PAYOUT_CONCLUDED') and ${t.purchaseId} is not null and ${t.payoutId} is null)
        or (${t.kind} in ('PAYOUT_REQUESTED', 'PAYOUT_CANCELLED', 'PAYOUT_CONCLUDED') and ${t.payoutId} is not null and ${t.purchaseId} is null)`,
    ),
    check('ledger_entries_occurrence_positive', sql`${t.occurrence} > 0`),
    // A delivery's movement names its line, and only a delivery's does (compared as text: a
    // check cannot name an enum value added in the same transaction).
    check(
      'ledger_entries_delivery_subject',
      sql`(${t.deliveryId} is not null) = (${t.kind}::text like 'DELIVERY%')`,
    ),
    // A purchase is credited (and its fee kept) once per approval, reversed once per approval.
    uniqueIndex('ledger_entries_purchase_movement_once')
      .on(t.purchaseId, t.kind, t.occurrence)
      .where(sql`${t.purchaseId} is not null and ${t.deliveryId} is null`),
    // A delivery line is reserved, bought or released once per cycle (occurrence = its cycle).
    uniqueIndex('ledger_entries_delivery_movement_once')
      .on(t.deliveryId, t.kind, t.occurrence)
      .where(sql`${t.deliveryId} is not null`),
    // A payout is requested, concluded or cancelled once.
    uniqueIndex('ledger_entries_payout_movement_once')
      .on(t.payoutId, t.kind)
      .where(sql`${t.payoutId} is not null`),
    // the event's balance (and the foreign key: an event with entries cannot be deleted)
    index().on(t.eventId, t.kind),
    // the administrator's export of a period, in order (id: the tie-break)
    index().on(t.createdAt, t.id),
  ],
);

export type LedgerEntry = typeof ledgerEntries.$inferSelect;
export type NewLedgerEntry = typeof ledgerEntries.$inferInsert;
