import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SETTINGS_ID, settings } from '../../db/schema/index';

/** The platform's money settings as the first production start may seed them (PLATFORM_*). */
export type MoneySettings = { percentageGift: number; listCreationFeeCents: number; holdingDays: number };

/** A production start found no money settings and was given none: the start stops, naming the fix. */
export class MoneySettingsMissingError extends Error {
  override name = 'MoneySettingsMissingError';
}

const MISSING =
  "The platform's money settings are not set (no percentage on gifts, no list fee, no holding days): " +
  'for this first start set PLATFORM_PERCENTAGE (1 to 100), PLATFORM_LIST_CREATION_FEE (reais, 0 for none) ' +
  'and PLATFORM_HOLDING_DAYS (0 to 60); they are written once, and changed in the back office after.';

/**
 * A production start's check that the platform charges what an administrator chose. Without the
 * settings row, or with one whose fees were never saved (the legal texts' page writes the row
 * too, the percentage left at its column default, 0: the back office never saves less than 1 %),
 * every gift would carry 0 %, every pre-registration be approved for free and every gift be
 * available at once. Then `seed` (the PLATFORM_* variables) writes the three values, once: the
 * update applies only while the percentage is still 0, so a second instance starting at the same
 * moment, or a later start with the variables still set, changes nothing the back office saved.
 * Answers 'set' when the settings were there, 'seeded' when this start wrote them; throws
 * MoneySettingsMissingError when there are none and nothing to seed them with.
 */
export async function requireMoneySettings(db: Db, seed: MoneySettings | null): Promise<'set' | 'seeded'> {
  const [row] = await db
    .select({ percentageGift: settings.percentageGift })
    .from(settings)
    .where(eq(settings.id, SETTINGS_ID))
    .limit(1);
  if (row && row.percentageGift > 0) return 'set';
  if (!seed) throw new MoneySettingsMissingError(MISSING);
  await db
    .insert(settings)
    .values({ id: SETTINGS_ID, ...seed })
    .onConflictDoUpdate({
      target: settings.id,
      set: { ...seed, updatedAt: new Date() },
      setWhere: sql`${settings.percentageGift} = 0`,
    });
  return 'seeded';
}
