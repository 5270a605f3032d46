import type { TAdminGetLegalVersionResponse, TLegalVersionSummary } from '@celebra/shared/api';
import { DEFAULT_PRIVACY_POLICY, DEFAULT_TERMS_OF_USE, fillLegalText } from '@celebra/shared/legal';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { type LegalVersion, legalVersions } from '../../db/schema/index';
import { findLegalSettings } from '../settings/find-legal-settings';

function summaryOf(row: LegalVersion): TLegalVersionSummary {
  return {
    version: row.version,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    publishedBy: row.publishedBy,
    textKept: row.textKept,
  };
}

/** Every version of the texts, newest first (Configurações › Privacidade e termos). */
export async function listLegalVersions(db: Db): Promise<TLegalVersionSummary[]> {
  const rows = await db.select().from(legalVersions).orderBy(desc(legalVersions.version));
  return rows.map(summaryOf);
}

/**
 * One version's texts as its readers saw them, for the back office (what a person who consented
 * to it accepted): kept texts filled with the encarregado and the retention in the settings, the
 * platform's default where a version from before this record followed it; null when the text was
 * overwritten before versions were kept. Null for a version that never existed.
 */
export async function findLegalVersion(
  db: Db,
  version: number,
): Promise<Omit<TAdminGetLegalVersionResponse, 'success' | 'message'> | null> {
  const [row] = await db.select().from(legalVersions).where(eq(legalVersions.version, version)).limit(1);
  if (!row) return null;
  const legal = await findLegalSettings(db);
  const dataController =
    legal.dataControllerName && legal.dataControllerEmail
      ? { name: legal.dataControllerName, email: legal.dataControllerEmail }
      : null;
  const context = { dataController, guestDataRetentionMonths: legal.guestDataRetentionMonths };
  const text = (kept: string | null, fallback: string) =>
    row.textKept ? fillLegalText(kept ?? fallback, context) : null;
  return {
    ...summaryOf(row),
    privacyPolicy: text(row.privacyPolicy, DEFAULT_PRIVACY_POLICY),
    termsOfUse: text(row.termsOfUse, DEFAULT_TERMS_OF_USE),
    dataController,
  };
}
