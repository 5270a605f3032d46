import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { timestamps } from './columns';
import { documentType, pixKeyType } from './enums';
import { users } from './users';

/**
 * Where a host's payouts go (Dados para repasse): one per host, changed only with the account's
 * password. The document is kept as digits only; the Pix key as the shared `normalizePixKey`
 * stores it (CPF and CNPJ as digits, the e-mail lower-case, the mobile as +55DDDNNNNNNNNN, the
 * random key lower-case). Each payout copies it when requested (payouts.destination*).
 */
export const payoutDestinations = pgTable('payout_destinations', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  // Unique: one destination per host; removing the host removes it.
  userId: integer()
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  holderName: text().notNull(),
  documentType: documentType().notNull(),
  document: text().notNull(),
  pixKeyType: pixKeyType().notNull(),
  pixKey: text().notNull(),
  ...timestamps,
});

export type PayoutDestination = typeof payoutDestinations.$inferSelect;
export type NewPayoutDestination = typeof payoutDestinations.$inferInsert;
