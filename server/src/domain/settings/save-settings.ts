import type { ApiParsedBody } from '@celebra/shared/api';
import { reaisToCents } from '@celebra/shared/format';
import { INTEREST_FREE_PRICING_MISSING_MESSAGE } from '@celebra/shared/messages';
import type { TSettings } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SETTINGS_ID, settings } from '../../db/schema/index';
import { recordSettingsChange } from '../audit/record-settings-change';
import { DomainError } from '../errors/domain-error';
import { DEFAULT_SETTINGS, SETTINGS_COLUMNS, toSettings } from './find-settings';

/**
 * PUT /admin/settings: writes the single row (id 1), creating it if the database never had it.
 * A new percentage applies to purchases made from now on; past ones keep theirs. The card's
 * installments, the holding days and the automatic publication a client leaves out keep their
 * saved values. The platform
 * paying the installments' interest needs its interest-free pricing with the provider
 * (`interestFreePricingConfigured`): without it the checkout would charge the guests the
 * interest, so the choice is refused (400) and nothing is saved.
 */
export async function saveSettings(
  db: Db,
  body: ApiParsedBody<'adminUpdateSettings'>,
  { interestFreePricingConfigured, adminId }: { interestFreePricingConfigured: boolean; adminId: number },
): Promise<TSettings> {
  if (body.installmentInterest === 'PLATFORM' && !interestFreePricingConfigured)
    throw new DomainError('invalid', INTEREST_FREE_PRICING_MISSING_MESSAGE);
  const values = {
    percentageGift: body.percentageGift,
    listCreationFeeCents: reaisToCents(body.listCreationFee),
    color: body.color,
    colorSecondary: body.colorSecondary,
    ...(body.maxInstallments === undefined ? {} : { maxInstallments: body.maxInstallments }),
    ...(body.installmentInterest === undefined ? {} : { installmentInterest: body.installmentInterest }),
    ...(body.holdingDays === undefined ? {} : { holdingDays: body.holdingDays }),
    ...(body.autoPublishEvents === undefined ? {} : { autoPublishEvents: body.autoPublishEvents }),
  };
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select(SETTINGS_COLUMNS)
      .from(settings)
      .where(eq(settings.id, SETTINGS_ID))
      .for('update');
    const [row] = await tx
      .insert(settings)
      .values({ id: SETTINGS_ID, ...values })
      .onConflictDoUpdate({ target: settings.id, set: { ...values, updatedAt: new Date() } })
      .returning(SETTINGS_COLUMNS);
    if (!row) throw new Error('settings not saved');
    const saved = toSettings(row);
    // The audit log's 'settings.updated': the changed fields, before and after, in this transaction.
    await recordSettingsChange(tx, adminId, toSettings(before ?? DEFAULT_SETTINGS), saved);
    return saved;
  });
}
