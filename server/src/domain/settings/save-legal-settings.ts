import type { ApiParsedBody, TLegalSettings } from '@celebra/shared/api';
import type { Db } from '../../db/client';
import { SETTINGS_ID, settings } from '../../db/schema/index';
import { findAdminActor } from '../audit/find-actor';
import { recordSettingsChange } from '../audit/record-settings-change';
import { publishLegalVersion } from '../legal/publish-legal-version';
import { findLegalSettings, LEGAL_SETTINGS_COLUMNS } from './find-legal-settings';

/**
 * PUT /admin/settings/legal, in one transaction: reads the row as it was (locked), writes the new
 * values, and answers both. The texts' version goes up by one when either text changes (a text set
 * back to the default, null, is a change too): consents record the version a person was shown, so
 * a new version means new texts, kept whole in legal_versions (publishLegalVersion). The encarregado and the retention do not change the version; the
 * pages fill them in whatever the version.
 */
export async function saveLegalSettings(
  db: Db,
  body: ApiParsedBody<'adminUpdateLegalSettings'>,
  adminId: number,
): Promise<{ before: TLegalSettings; after: TLegalSettings }> {
  return db.transaction(async (tx) => {
    // The row made first if missing, so the lock below holds even on a new database and two
    // first saves cannot both publish the same version.
    await tx.insert(settings).values({ id: SETTINGS_ID }).onConflictDoNothing();
    const before = await findLegalSettings(tx, { forUpdate: true });
    const textsChanged = before.privacyPolicy !== body.privacyPolicy || before.termsOfUse !== body.termsOfUse;
    const values = {
      privacyPolicy: body.privacyPolicy,
      termsOfUse: body.termsOfUse,
      dataControllerName: body.dataControllerName,
      dataControllerEmail: body.dataControllerEmail,
      guestDataRetentionMonths: body.guestDataRetentionMonths,
      legalVersion: before.version + (textsChanged ? 1 : 0),
    };
    const [after] = await tx
      .insert(settings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: settings.id, set: { ...values, updatedAt: new Date() } })
      .returning(LEGAL_SETTINGS_COLUMNS);
    if (!after) throw new Error('legal settings not saved');
    if (textsChanged) {
      const actor = await findAdminActor(tx, adminId);
      await publishLegalVersion(tx, after.version, body, actor, new Date());
    }
    // The audit log's 'settings.updated': the texts only as changed, with their new version.
    await recordSettingsChange(tx, adminId, before, after);
    return { before, after };
  });
}
