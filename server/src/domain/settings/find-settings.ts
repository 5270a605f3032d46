import { centsToReais } from '@celebra/shared/format';
import type { TSettings } from '@celebra/shared/models';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { SETTINGS_ID, settings } from '../../db/schema/index';

type SettingsRow = {
  percentageGift: number;
  listCreationFeeCents: number;
  maxInstallments: number;
  installmentInterest: 'GUEST' | 'PLATFORM';
  holdingDays: number;
  autoPublishEvents: boolean;
  color: string;
  colorSecondary: string;
};

// The settings table's column defaults, for a database where the row was never written.
export const DEFAULT_SETTINGS: SettingsRow = {
  percentageGift: 0,
  listCreationFeeCents: 0,
  maxInstallments: 12,
  installmentInterest: 'GUEST',
  holdingDays: 0,
  autoPublishEvents: false,
  color: '#E91E63',
  colorSecondary: '#7B1FA2',
};

export const SETTINGS_COLUMNS = {
  percentageGift: settings.percentageGift,
  listCreationFeeCents: settings.listCreationFeeCents,
  maxInstallments: settings.maxInstallments,
  installmentInterest: settings.installmentInterest,
  holdingDays: settings.holdingDays,
  autoPublishEvents: settings.autoPublishEvents,
  color: settings.color,
  colorSecondary: settings.colorSecondary,
};

export function toSettings(row: SettingsRow): TSettings {
  return {
    percentageGift: row.percentageGift,
    listCreationFee: centsToReais(row.listCreationFeeCents),
    maxInstallments: row.maxInstallments,
    installmentInterest: row.installmentInterest,
    holdingDays: row.holdingDays,
    autoPublishEvents: row.autoPublishEvents,
    color: row.color,
    colorSecondary: row.colorSecondary,
  };
}

/** GET /admin/settings: the single row (id 1), or the defaults before anyone saved it. */
export async function findSettings(db: Db): Promise<TSettings> {
  const [row] = await db.select(SETTINGS_COLUMNS).from(settings).where(eq(settings.id, SETTINGS_ID)).limit(1);
  return toSettings(row ?? DEFAULT_SETTINGS);
}

/** Whether the platform creates a request's event itself once its fee and wizard are in (default off). */
export async function findAutoPublishEvents(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ autoPublishEvents: settings.autoPublishEvents })
    .from(settings)
    .where(eq(settings.id, SETTINGS_ID))
    .limit(1);
  return row?.autoPublishEvents ?? DEFAULT_SETTINGS.autoPublishEvents;
}
