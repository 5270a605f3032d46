import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SETTINGS_ID, settings } from '../../db/schema/index';
import { DEFAULT_SETTINGS } from './find-settings';

/**
 * What the platform charges at this moment: the percentage added to gift prices and the
 * pre-registration fee. Before the settings row exists (a fresh install) both are the columns'
 * defaults, zero.
 */
export async function findPlatformFees(db: Pick<Db, 'select'>) {
  const [row] = await db
    .select({ percentageGift: settings.percentageGift, listCreationFeeCents: settings.listCreationFeeCents })
    .from(settings)
    .where(eq(settings.id, SETTINGS_ID))
    .limit(1);
  return {
    percentageGift: row?.percentageGift ?? DEFAULT_SETTINGS.percentageGift,
    listCreationFeeCents: row?.listCreationFeeCents ?? DEFAULT_SETTINGS.listCreationFeeCents,
  };
}
