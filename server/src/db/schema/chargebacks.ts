import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { purchases } from './purchases';

/**
 * A guest's card issuer disputing a purchase (a charge-back), as the provider reports it: the
 * purchase's money was taken back (a CHARGEBACK in the ledger); the administrator may still send
 * documents to contest it until `documentationDeadline`.
 */
export const chargebacks = pgTable(
  'chargebacks',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    // Money history stays: a purchase with a charge-back cannot be deleted.
    purchaseId: integer()
      .notNull()
      .references(() => purchases.id, { onDelete: 'restrict' }),
    providerChargebackId: text().notNull().unique(),
    providerPaymentId: text().notNull(),
    amountCents: integer().notNull(),
    documentationRequired: boolean().notNull().default(false),
    documentationDeadline: timestamp({ withTimezone: true }),
    // The provider's protection covered it: the money is not lost.
    coverageApplied: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // the transaction's charge-backs
    index().on(t.purchaseId),
    // the administrator's list, the nearest deadline first
    index().on(t.documentationDeadline),
  ],
);

export type Chargeback = typeof chargebacks.$inferSelect;
export type NewChargeback = typeof chargebacks.$inferInsert;
