import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The rate limiter's counters (plugins/rate-limit.ts), in the database rather than in memory so
 * that every server instance on the same database counts together: a client spreading its login
 * attempts over several instances still meets one limit. One row per route and client address,
 * reset once `expiresAt` has passed; expired rows are deleted now and then. The table is UNLOGGED
 * (migration 0004, which Drizzle's schema cannot say): a count costs no WAL and no fsync.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text().primaryKey(),
    count: integer().notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
  },
  // the periodic clean-up of expired windows
  (t) => [index().on(t.expiresAt)],
);
