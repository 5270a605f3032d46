import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many rows of a kind there are, for the admin dashboard and the admin lists' page counts,
 * without counting 100,000 events or 1,000,000 purchases at each request. A ledger: triggers on
 * the counted tables (migration 'row-counts-triggers') insert one row per changing statement, in
 * that statement's transaction, with the change of each count (`delta`, negative when rows leave),
 * so the count of a key is sum(delta) in any snapshot and is exact to the row. Rows are only ever
 * inserted by writers, never updated: concurrent purchases do not queue on a shared counter row,
 * and no lock order can deadlock. Readers fold the ledger back into one row per key now and then
 * (read-model/find-row-counts.ts).
 *
 * Keys: 'users', 'events', 'events:active', 'gifts:active', 'purchases:<payment_status>',
 * 'payouts:<payout_status>'; and 'users:changes', 'events:changes', which count the statements
 * that changed users, or events and their details: versions the admin lists' remembered counts
 * of filtered searches are checked against (read-model/filtered-count.ts).
 */
export const rowCounts = pgTable('row_counts', {
  key: text().notNull(),
  delta: integer().notNull(),
});

export type RowCount = typeof rowCounts.$inferSelect;
