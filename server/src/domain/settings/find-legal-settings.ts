import type { TLegalSettings } from '@celebra/shared/api';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SETTINGS_ID, settings } from '../../db/schema/index';
import type { Tx } from '../guest/lock-event-guests';

export const LEGAL_SETTINGS_COLUMNS = {
  privacyPolicy: settings.privacyPolicy,
  termsOfUse: settings.termsOfUse,
  dataControllerName: settings.dataControllerName,
  dataControllerEmail: settings.dataControllerEmail,
  guestDataRetentionMonths: settings.guestDataRetentionMonths,
  version: settings.legalVersion,
};

/** The settings table's column defaults, for a database where the row was never written. */
export const DEFAULT_LEGAL_SETTINGS: TLegalSettings = {
  privacyPolicy: null,
  termsOfUse: null,
  dataControllerName: null,
  dataControllerEmail: null,
  guestDataRetentionMonths: 12,
  version: 1,
};

/** The legal texts (null: the default), the encarregado, the retention and the texts' version. */
export async function findLegalSettings(db: Db | Tx, { forUpdate = false } = {}): Promise<TLegalSettings> {
  const query = db.select(LEGAL_SETTINGS_COLUMNS).from(settings).where(eq(settings.id, SETTINGS_ID)).limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ?? DEFAULT_LEGAL_SETTINGS;
}
