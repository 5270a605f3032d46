import { sql } from 'drizzle-orm';
import { check, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** The id of the one settings row. */
export const SETTINGS_ID = 1;

/** Platform settings: a single row (id 1, enforced), read by GET /admin/settings and /admin/me. */
export const settings = pgTable(
  'settings',
  {
    id: integer().primaryKey().default(SETTINGS_ID),
    /** Percent added to gift prices for guests: 1–100 with up to 2 decimals (shared validator), default 0. */
    percentageGift: numeric({ precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    /** The pre-registration fee; zero approves a pre-registration at once. */
    listCreationFeeCents: integer().notNull().default(0),
    color: text().notNull().default('#E91E63'),
    colorSecondary: text().notNull().default('#7B1FA2'),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    check('settings_single_row', sql`${t.id} = 1`),
    check('settings_percentage_gift_range', sql`${t.percentageGift} between 0 and 100`),
    check('settings_list_creation_fee_cents_non_negative', sql`${t.listCreationFeeCents} >= 0`),
  ],
);

export type Settings = typeof settings.$inferSelect;
export type NewSettings = typeof settings.$inferInsert;
