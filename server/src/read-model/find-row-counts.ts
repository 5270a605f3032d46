import { count, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { type PaymentStatus, type PayoutStatus, type PurchaseState, rowCounts } from '../db/schema/index';
import { preparedStatement } from './prepared-statement';

/** The counts the row_counts ledger keeps (db/schema/row-counts.ts). */
export type RowCountKey =
  | 'users'
  | 'users:changes'
  | 'events'
  | 'events:changes'
  | 'events:active'
  | 'gifts:active'
  | `purchases:${PaymentStatus}`
  | `purchases:state:${PurchaseState}`
  | `payouts:${PayoutStatus}`;

/** A count of the ledger by its key (0 for a key without rows). */
export type RowCounts = (key: RowCountKey) => number;

/**
 * Past this many ledger rows a reader folds them into one per key. Each changing statement adds
 * a row (a day of purchases adds thousands), and summing stays cheap only while the ledger is
 * short; folding costs one statement, so every few hundred changes is often enough.
 */
const FOLD_ABOVE_ROWS = 200;

/**
 * The ledger folded into one row per key, in one atomic statement: it deletes the rows its
 * snapshot sees and inserts their sums, so every count is the same before and after, for readers
 * and writers alike. Rows inserted meanwhile are not in its snapshot and stay; of two concurrent
 * folds, the second only gets (and re-inserts) the rows the first did not delete.
 */
async function foldRowCounts(db: Db): Promise<void> {
  await db.execute(sql`
    with folded as (delete from row_counts returning key, delta)
    insert into row_counts (key, delta)
    select key, sum(delta) from folded group by key having sum(delta) <> 0`);
}

const rowCountsQuery = preparedStatement('find_row_counts', (db) =>
  db
    .select({ key: rowCounts.key, count: sql<string>`sum(${rowCounts.delta})`, entries: count() })
    .from(rowCounts)
    .groupBy(rowCounts.key),
);

/**
 * Every count of the ledger (a key with no rows counts 0), in one short read: the ledger holds a
 * row per key plus the changes since the last fold. Exact: the triggers write in the transaction
 * of the change, so the sums are the table's row counts in this statement's snapshot.
 */
export async function findRowCounts(db: Db): Promise<RowCounts> {
  const rows = await rowCountsQuery(db);
  const counts = new Map(rows.map((row) => [row.key, Number(row.count)]));
  const entries = rows.reduce((sum, row) => sum + Number(row.entries), 0);
  if (entries > FOLD_ABOVE_ROWS) await foldRowCounts(db);
  return (key) => counts.get(key) ?? 0;
}
