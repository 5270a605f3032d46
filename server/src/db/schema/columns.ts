import { integer, timestamp } from 'drizzle-orm/pg-core';
import { legalVersions } from './legal-versions';

/** When a row was made and last changed: the application sets `updatedAt` on every update. */
export const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * What a person accepted when they sent a form (a message, a confirmation, a purchase, a
 * registration): the version of the privacy policy shown to them (settings.legalVersion, a row of
 * legal_versions, so its texts can be shown) and when. Null on rows made before consent was asked.
 */
export const consent = {
  consentVersion: integer().references(() => legalVersions.version),
  consentedAt: timestamp({ withTimezone: true }),
};

/**
 * When a row's personal data was erased (an administrator answering a person's request, or the
 * retention job): the row stays, anonymised, so totals and money records keep adding up.
 */
export const erasure = {
  erasedAt: timestamp({ withTimezone: true }),
};
