import { sql } from 'drizzle-orm';
import { boolean, check, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
    /** Card payments: the most installments a guest may choose (1–12; 1 = no installments). */
    maxInstallments: integer().notNull().default(12),
    /**
     * Who pays the card's installment interest: 'GUEST' (the provider's rates are added to what
     * the guest pays) or 'PLATFORM' (the guest pays the same total in any number of installments;
     * the interest comes out of the platform's account with the provider).
     */
    installmentInterest: text().$type<'GUEST' | 'PLATFORM'>().notNull().default('GUEST'),
    /**
     * Days after a gift's approval before its money becomes available for a payout, to absorb
     * charge-backs (0–60; 0 = at once).
     */
    holdingDays: integer().notNull().default(0),
    /** The privacy policy and terms of use as the administrator wrote them; null: the platform's default text. */
    privacyPolicy: text(),
    termsOfUse: text(),
    /** The data controller's contact (encarregado), shown on both pages. */
    dataControllerName: text(),
    dataControllerEmail: text(),
    /** Goes up by one each time either text changes: consents record the version accepted. */
    legalVersion: integer().notNull().default(1),
    /** Months after an event's date when its guests' personal data is removed (1–120, default 12). */
    guestDataRetentionMonths: integer().notNull().default(12),
    /**
     * 'Publicar eventos automaticamente após o pagamento': on, a registration whose fee is approved
     * and whose event wizard was sent gets its event at once, without an administrator; off (the
     * default), an administrator creates it from the request.
     */
    autoPublishEvents: boolean().notNull().default(false),
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
    check('settings_max_installments_range', sql`${t.maxInstallments} between 1 and 12`),
    check('settings_guest_data_retention_months_range', sql`${t.guestDataRetentionMonths} between 1 and 120`),
    check('settings_legal_version_positive', sql`${t.legalVersion} >= 1`),
    check('settings_installment_interest_known', sql`${t.installmentInterest} in ('GUEST', 'PLATFORM')`),
    check('settings_holding_days_range', sql`${t.holdingDays} between 0 and 60`),
  ],
);

export type Settings = typeof settings.$inferSelect;
export type NewSettings = typeof settings.$inferInsert;
