import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { boolean, check, index, integer, numeric, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { consent, erasure, timestamps } from './columns';
import { paymentStatus, purchaseState } from './enums';
import { events } from './events';
import { foldedForSearch } from './folded-for-search';
import { gifts } from './gifts';

/**
 * The guest's name and e-mail as one text the back office's search compares: lower case and
 * without accents (foldedForSearch). The same expression as the trigram index's.
 */
export function purchaseSearchText(t: { guestName: AnyColumn; guestEmail: AnyColumn }): SQL {
  return foldedForSearch(sql`(${t.guestName} || ' ' || ${t.guestEmail})`);
}

/**
 * A guest's gift purchase (the admin's 'transactions'). Amounts are fixed when the purchase is
 * made, from database prices: `userAmountCents` = Σ price × quantity (what the host receives),
 * `totalPriceCents` = what the guest pays, `percentage` = settings.percentageGift then.
 */
export const purchases = pgTable(
  'purchases',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Money history is never removed with an event: deleting one that has purchases fails.
    eventId: integer()
      .notNull()
      .references(() => events.id, { onDelete: 'restrict' }),
    // Empty is shown as 'Anônimo'.
    guestName: text().notNull().default(''),
    guestEmail: text().notNull(),
    userAmountCents: integer().notNull(),
    totalPriceCents: integer().notNull(),
    /** settings.percentageGift at purchase time (0–100, 2 decimals). */
    percentage: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull(),
    status: paymentStatus().notNull().default('PENDING'),
    // How it stands (shared TPurchaseState): the status, told apart at the end by what happened to
    // the money. Written by the database only: a trigger on the status (an approval ended by a
    // refund or a charge-back as the ledger's reversal says, an abandoned checkout, a hand-set
    // cancellation, a late approval refunded) and on the line refunds' ledger entries
    // (PARTIALLY_REFUNDED), in the migration 'purchase-states'.
    state: purchaseState().notNull().default('PENDING'),
    // Whether the guest paid the platform's percentage on top (the host receives the gifts' full
    // price) or not (the percentage comes out of the host's share).
    feeCoveredByGuest: boolean().notNull().default(true),
    // The card's installments, as the provider's payment reports them (null before, and for Pix).
    installments: integer(),
    // A note from the guest to the hosts, typed at checkout, shown with the gift.
    guestMessage: text(),
    // When the host marked the gift as thanked (null: still to thank).
    thankedAt: timestamp({ withTimezone: true }),
    // The last status set by hand in the back office: which administrator set it, and when.
    statusSetByAdminId: integer().references(() => admins.id, { onDelete: 'set null' }),
    statusSetAt: timestamp({ withTimezone: true }),
    // When the approval's mails (guest and host) were claimed for sending: set by one conditional
    // update, so a provider repeating the approval (approved → pending → approved) mails once.
    approvalMailedAt: timestamp({ withTimezone: true }),
    // A payment approved after the purchase had given its units back, when they were no longer
    // free: the purchase stays refused or cancelled and the payment is refunded at the provider
    // (domain/purchase/refund-late-approval.ts). When that refund was issued, and for which payment.
    lateApprovalRefundedAt: timestamp({ withTimezone: true }),
    // The provider reported an approved payment of another amount than totalPriceCents: it was not
    // approved. The amount the provider reported (centavos), for the back office to look into.
    providerAmountMismatchCents: integer(),
    providerPreferenceId: text(),
    // The provider's payment id once a notification arrives; webhook handling is keyed on it.
    providerPaymentId: text().unique(),
    paymentLink: text(),
    // 'pix' (paid on the event site's own page) or 'card' (the provider's checkout); null on the
    // purchases made before the site offered Pix.
    paymentMethod: text(),
    // A Pix's copia-e-cola as the provider gave it, shown again (with its QR code, which the site
    // draws from it) while the guest pays; and until when it can be paid.
    pixCode: text(),
    pixExpiresAt: timestamp({ withTimezone: true }),
    // The cart's attempt, chosen by the browser: the same attempt sent twice (a double click, a
    // retry) finds this purchase instead of charging again.
    attemptId: uuid().unique(),
    // A card attempt's checkout being asked of the provider, and since when: the one request that
    // set it asks, the same attempt's others wait for its link (purchase/open-card-checkout.ts);
    // one left behind by a request that died is taken over once stale.
    checkoutClaimedAt: timestamp({ withTimezone: true }),
    // The guest has no account: this random token, handed out with the Pix, is what lets them
    // read the purchase's status.
    statusToken: text(),
    // When the payments' reconciliation last asked the provider about this purchase while it was
    // pending (null: never): the next run asks the ones never asked, then the longest unasked.
    lastReconciledAt: timestamp({ withTimezone: true }),
    ...consent,
    ...erasure,
    ...timestamps,
  },
  (t) => [
    check(
      'purchases_amounts_valid',
      sql`${t.userAmountCents} >= 0 and ${t.totalPriceCents} >= ${t.userAmountCents}`,
    ),
    check('purchases_percentage_range', sql`${t.percentage} between 0 and 100`),
    check('purchases_payment_method_known', sql`${t.paymentMethod} in ('pix', 'card')`),
    // GET /users/events/{eventId}/received-gifts and the balance (approved userAmount per event)
    index().on(t.eventId, t.status),
    // GET /admin/transactions?status=, newest first: a page's ids (and a deep page's offset) from the
    // index alone, the id being the order's tie-break
    index().on(t.status, t.createdAt, t.id),
    // GET /admin/transactions?status=&sort=totalPrice: a page's ids (and a deep page's offset) from
    // the index alone (same reason)
    index().on(t.status, t.totalPriceCents, t.id),
    // GET /admin/transactions?status=ALL, newest first or by total: a page's ids from the index alone
    index('purchases_created_at_id_index').on(t.createdAt, t.id),
    index('purchases_total_price_cents_id_index').on(t.totalPriceCents, t.id),
    // GET /admin/transactions?search=: part of the guest's name or e-mail, accents and case
    // ignored; the query's expression is this very one (purchaseSearchText), so the index serves it
    index('purchases_guest_search_trgm_index').using('gin', sql`${purchaseSearchText(t)} gin_trgm_ops`),
    // GET /admin/transactions?status=<state>: the list filters on the state, with the same orders
    index().on(t.state, t.createdAt, t.id),
    index().on(t.state, t.totalPriceCents, t.id),
    // The reconciliation's turn: the pending purchases, never asked first, then the longest unasked
    index('purchases_reconcile_turn_idx')
      .on(t.lastReconciledAt.asc().nullsFirst(), t.createdAt, t.id)
      .where(sql`${t.status} = 'PENDING'`),
  ],
);

/** A purchase's lines, with the gift's name and price as they were (the gift may change since). */
export const purchaseItems = pgTable(
  'purchase_items',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    purchaseId: integer()
      .notNull()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    // No cascade nor set null: a purchase line never loses its gift (a gift bought cannot be
    // removed). Nullable for lines written before this rule, whose gift was removed.
    giftId: integer().references(() => gifts.id),
    giftName: text().notNull(),
    /** The gift's price (host's share) per unit at purchase time. */
    unitPriceCents: integer().notNull(),
    quantity: integer().notNull(),
    // Whether the line takes its units or cotas from a list line that counts them (one with a
    // quantity, as the purchase read the list): only such lines fire the claim trigger of
    // migration 0020, so a purchase of gifts without a limit costs the database nothing more.
    claimsUnits: boolean().notNull().default(false),
  },
  (t) => [
    check('purchase_items_quantity_positive', sql`${t.quantity} > 0`),
    check('purchase_items_unit_price_cents_positive', sql`${t.unitPriceCents} > 0`),
    // received gifts load each purchase's items
    index().on(t.purchaseId),
    // foreign key, and counting the purchases of a gift (its removal's refusal)
    index().on(t.giftId),
  ],
);

export type Purchase = typeof purchases.$inferSelect;
export type NewPurchase = typeof purchases.$inferInsert;
export type PurchaseItem = typeof purchaseItems.$inferSelect;
export type NewPurchaseItem = typeof purchaseItems.$inferInsert;
