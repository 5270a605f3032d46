import { eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { describeStartFailure } from '../../../src/cli/describe-start-failure';
import { ConfigError, loadConfig } from '../../../src/config';
import { SETTINGS_ID, settings } from '../../../src/db/schema/index';
import {
  MoneySettingsMissingError,
  requireMoneySettings,
} from '../../../src/domain/settings/require-money-settings';
import { createTestDatabase } from '../../helpers/test-database';

/**
 * A production start with no money settings (no settings row, or a row the back office never saved
 * the fees in) would charge 0 %, approve every pre-registration for free and hold nothing: it
 * refuses to start unless PLATFORM_* seed them, once.
 */
const { db } = await createTestDatabase();

const PRODUCTION = {
  NODE_ENV: 'production',
  MERCADOPAGO_API_URL: 'https://api.mercadopago.com',
  MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-real',
  MERCADOPAGO_WEBHOOK_SECRET: 'real-secret',
  PUBLIC_URL: 'https://celebra.example',
  DATABASE_URL: 'postgres://celebra@db/celebra',
};

const readRow = async () =>
  (
    await db
      .select({
        percentageGift: settings.percentageGift,
        listCreationFeeCents: settings.listCreationFeeCents,
        holdingDays: settings.holdingDays,
        termsOfUse: settings.termsOfUse,
      })
      .from(settings)
      .where(eq(settings.id, SETTINGS_ID))
  )[0];

describe('the money settings at a production start', () => {
  beforeEach(async () => {
    await db.delete(settings);
  });

  it('refuses to start without them, in one plain line naming the variables', async () => {
    const refusal = await requireMoneySettings(db, null).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(MoneySettingsMissingError);
    const line = describeStartFailure(refusal, loadConfig(PRODUCTION));
    expect(line).toContain('PLATFORM_PERCENTAGE');
    expect(line).toContain('PLATFORM_LIST_CREATION_FEE');
    expect(line).toContain('PLATFORM_HOLDING_DAYS');
    expect(line?.split('\n')).toHaveLength(1);
    expect(await readRow()).toBeUndefined();
  });

  it('refuses a row the fees were never saved in (the legal texts saved first)', async () => {
    await db.insert(settings).values({ id: SETTINGS_ID, termsOfUse: 'Termos' });
    await expect(requireMoneySettings(db, null)).rejects.toBeInstanceOf(MoneySettingsMissingError);
  });

  it('seeds them once from the environment, keeping the rest of the row', async () => {
    await db.insert(settings).values({ id: SETTINGS_ID, termsOfUse: 'Termos' });
    const seed = loadConfig({
      ...PRODUCTION,
      PLATFORM_PERCENTAGE: '7.5',
      PLATFORM_LIST_CREATION_FEE: '49.90',
      PLATFORM_HOLDING_DAYS: '14',
    }).platformSettings;
    expect(await requireMoneySettings(db, seed)).toBe('seeded');
    expect(await readRow()).toEqual({
      percentageGift: 7.5,
      listCreationFeeCents: 4_990,
      holdingDays: 14,
      termsOfUse: 'Termos',
    });
    // Later starts leave what the back office saved: the variables only seed.
    await db.update(settings).set({ percentageGift: 6 });
    expect(await requireMoneySettings(db, seed)).toBe('set');
    expect((await readRow())?.percentageGift).toBe(6);
  });

  it('accepts the variables only all three together, each in its range', () => {
    expect(() => loadConfig({ ...PRODUCTION, PLATFORM_PERCENTAGE: '5' })).toThrow(ConfigError);
    expect(() =>
      loadConfig({
        ...PRODUCTION,
        PLATFORM_PERCENTAGE: '0',
        PLATFORM_LIST_CREATION_FEE: '0',
        PLATFORM_HOLDING_DAYS: '0',
      }),
    ).toThrow(/PLATFORM_PERCENTAGE/);
    expect(
      loadConfig({
        ...PRODUCTION,
        PLATFORM_PERCENTAGE: '5',
        PLATFORM_LIST_CREATION_FEE: '0',
        PLATFORM_HOLDING_DAYS: '0',
      }).platformSettings,
    ).toEqual({ percentageGift: 5, listCreationFeeCents: 0, holdingDays: 0 });
  });
});
