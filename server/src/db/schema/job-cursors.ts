import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * How far a background job has read a stream that is not ours to keep: one row per job and
 * stream. The payments' reconciliation keeps here the moment up to which it has read the
 * provider's payments by their last change (`reconcile-payments:updated-payments`).
 */
export const jobCursors = pgTable('job_cursors', {
  name: text().primaryKey(),
  position: timestamp({ withTimezone: true }).notNull(),
});
