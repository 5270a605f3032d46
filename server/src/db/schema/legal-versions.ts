import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Every version of the privacy policy and terms of use ever in force, so the texts a person
 * accepted (a consent row's `consentVersion`, a foreign key here) can always be shown. Publishing
 * a change of either text adds the next version (settings.legalVersion follows it); a row is never
 * changed afterwards. The texts are kept as written, placeholders and all ({{encarregado}},
 * {{meses_retencao}}), and filled in when shown.
 */
export const legalVersions = pgTable(
  'legal_versions',
  {
    version: integer().primaryKey(),
    /**
     * The texts of this version. Versions published by the back office keep them whole (the
     * platform's default copied in when it was the one in force). Null on a version that was in
     * force when this table was made: the platform's default of that time when `textKept`, else a
     * text overwritten before versions were kept.
     */
    privacyPolicy: text(),
    termsOfUse: text(),
    /** False on the versions whose texts were overwritten before this table existed. */
    textKept: boolean().notNull().default(true),
    /** When it came into force; null when that was not recorded (versions before this table). */
    publishedAt: timestamp({ withTimezone: true }),
    /**
     * The administrator who published it (no foreign key: the row outlives the account, like the
     * audit log's actor), and their name and e-mail as they were.
     */
    publishedByAdminId: integer(),
    publishedBy: text(),
  },
  (t) => [check('legal_versions_version_positive', sql`${t.version} >= 1`)],
);

export type LegalVersion = typeof legalVersions.$inferSelect;
