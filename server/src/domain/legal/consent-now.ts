import { sql } from 'drizzle-orm';
import { SETTINGS_ID, settings } from '../../db/schema/index';

/**
 * The consent a form records on the row it writes: the version of the texts in force
 * (settings.legalVersion, 1 before the row exists) and the moment. Both are SQL read by the
 * statement that writes the row, so the version is the one in force when it is written, with no
 * extra round trip, and it also works inside prepared statements.
 */
export function consentNow() {
  return {
    consentVersion: sql<number>`coalesce((select ${settings.legalVersion} from ${settings} where ${settings.id} = ${SETTINGS_ID}), 1)`,
    consentedAt: sql<Date>`now()`,
  };
}
