import type { TGuestsGetLegalResponse } from '@celebra/shared/api';
import { DEFAULT_PRIVACY_POLICY, DEFAULT_TERMS_OF_USE, fillLegalText } from '@celebra/shared/legal';
import type { Db } from '../../db/client';
import { findLegalSettings } from '../settings/find-legal-settings';

/**
 * GET /guests/legal: the privacy policy and terms of use in force (the administrator's, or the
 * platform's defaults where they left them empty), with the encarregado and the retention filled
 * in, and their version.
 */
export async function findLegalTexts(db: Db): Promise<Omit<TGuestsGetLegalResponse, 'success' | 'message'>> {
  const legal = await findLegalSettings(db);
  const dataController =
    legal.dataControllerName && legal.dataControllerEmail
      ? { name: legal.dataControllerName, email: legal.dataControllerEmail }
      : null;
  const context = { dataController, guestDataRetentionMonths: legal.guestDataRetentionMonths };
  return {
    privacyPolicy: fillLegalText(legal.privacyPolicy ?? DEFAULT_PRIVACY_POLICY, context),
    termsOfUse: fillLegalText(legal.termsOfUse ?? DEFAULT_TERMS_OF_USE, context),
    dataController,
    version: legal.version,
  };
}
