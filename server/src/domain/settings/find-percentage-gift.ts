import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SETTINGS_ID, settings } from '../../db/schema/index';
import { DEFAULT_SETTINGS } from './find-settings';

/** The platform's percentage on gifts (the settings row); the column's default, 0, before the row exists. */
export async function findPercentageGift(db: Pick<Db, 'select'>): Promise<number> {
  const [row] = await db
    .select({ percentageGift: settings.percentageGift })
    .from(settings)
    .where(eq(settings.id, SETTINGS_ID))
    .limit(1);
  return row?.percentageGift ?? DEFAULT_SETTINGS.percentageGift;
}
