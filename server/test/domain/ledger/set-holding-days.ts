import type { Db } from '../../../src/db/client';
import { settings } from '../../../src/db/schema/index';

/**
 * Sets the platform's holding period (settings.holdingDays; the settings row, created if
 * missing). The row is the whole database's: a test that sets it puts it back to 0 when done.
 */
export async function setHoldingDays(db: Db, holdingDays: number): Promise<void> {
  await db
    .insert(settings)
    .values({ holdingDays })
    .onConflictDoUpdate({ target: settings.id, set: { holdingDays } });
}
