import type { Db } from '../../db/client';
import { SETTINGS_ID } from '../../db/schema/index';
import { findAdminActor } from './find-actor';
import { recordAudit } from './record-audit';

/**
 * Long texts (the privacy policy, the terms of use) are not copied into the log: that they changed
 * is recorded, and the texts' new version (legalVersion / version) beside it tells which one it was.
 */
const LONG_TEXTS = new Set(['privacyPolicy', 'termsOfUse']);
const CHANGED_TEXT = 'alterado';

/** The fields whose values differ, before and after; long texts reduced to a mark. */
export function settingsChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { before: Record<string, unknown>; after: Record<string, unknown> } | null {
  const changedBefore: Record<string, unknown> = {};
  const changedAfter: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key] ?? null) === JSON.stringify(after[key] ?? null)) continue;
    const long = LONG_TEXTS.has(key);
    changedBefore[key] = long ? (before[key] === null ? 'padrão' : CHANGED_TEXT) : (before[key] ?? null);
    changedAfter[key] = long ? (after[key] === null ? 'padrão' : CHANGED_TEXT) : (after[key] ?? null);
  }
  return Object.keys(changedAfter).length ? { before: changedBefore, after: changedAfter } : null;
}

/**
 * Records 'settings.updated' with the changed fields only, in the transaction of the save; a save
 * that changed nothing records nothing.
 */
export async function recordSettingsChange(
  tx: Pick<Db, 'insert' | 'select'>,
  adminId: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<void> {
  const changes = settingsChanges(before, after);
  if (!changes) return;
  await recordAudit(tx, {
    actor: await findAdminActor(tx, adminId),
    action: 'settings.updated',
    entityType: 'settings',
    entityId: SETTINGS_ID,
    ...changes,
  });
}
