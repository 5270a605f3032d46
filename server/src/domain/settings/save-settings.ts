import type { ApiParsedBody } from '@celebra/shared/api';
import { reaisToCents } from '@celebra/shared/format';
import type { TSettings } from '@celebra/shared/models';
import type { Db } from '../../db/client';
import { SETTINGS_ID, settings } from '../../db/schema/index';
import { SETTINGS_COLUMNS, toSettings } from './find-settings';

/**
 * PUT /admin/settings: writes the single row (id 1), creating it if the database never had it.
 * A new percentage applies to purchases made from now on; past ones keep theirs.
 */
export async function saveSettings(db: Db, body: ApiParsedBody<'adminUpdateSettings'>): Promise<TSettings> {
  const values = {
    percentageGift: body.percentageGift,
    listCreationFeeCents: reaisToCents(body.listCreationFee),
    color: body.color,
    colorSecondary: body.colorSecondary,
  };
  const [row] = await db
    .insert(settings)
    .values({ id: SETTINGS_ID, ...values })
    .onConflictDoUpdate({ target: settings.id, set: { ...values, updatedAt: new Date() } })
    .returning(SETTINGS_COLUMNS);
  if (!row) throw new Error('settings not saved');
  return toSettings(row);
}
