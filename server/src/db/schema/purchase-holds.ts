import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { purchases } from './purchases';

/**
 * The units and cotas an unpaid checkout holds, and the client address that asked for them: what
 * caps how much one client can hold at once across every list (purchase/insert-attempt-purchase.ts
 * counts it under a lock of the address before a purchase claims more). A row lives only while its
 * purchase is PENDING: the trigger of its migration deletes it as the purchase is paid, refused or
 * cancelled, so no address outlives the unpaid checkout it limits.
 */
export const purchaseHolds = pgTable(
  'purchase_holds',
  {
    purchaseId: integer()
      .primaryKey()
      .references(() => purchases.id, { onDelete: 'cascade' }),
    client: text().notNull(),
    units: integer().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('purchase_holds_units_positive', sql`${t.units} > 0`),
    // the count of one client's holds at each purchase
    index().on(t.client),
  ],
);
