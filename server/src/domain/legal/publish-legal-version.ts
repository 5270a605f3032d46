import { DEFAULT_PRIVACY_POLICY, DEFAULT_TERMS_OF_USE } from '@celebra/shared/legal';
import type { Db } from '../../db/client';
import { legalVersions } from '../../db/schema/index';
import type { AuditActor } from '../audit/record-audit';
import { recordAudit } from '../audit/record-audit';

type Texts = { privacyPolicy: string | null; termsOfUse: string | null };

/**
 * Keeps a new version of the texts, in the transaction that puts it in force: the texts whole (the
 * platform's default copied in where the administrator follows it, so a later correction of the
 * default does not change what this version's readers accepted), when and by whom. The audit row
 * 'legal.published' points at the version (entity 'legal-version', its number).
 */
export async function publishLegalVersion(
  tx: Pick<Db, 'insert' | 'select'>,
  version: number,
  texts: Texts,
  actor: AuditActor,
  now: Date,
): Promise<void> {
  await tx.insert(legalVersions).values({
    version,
    privacyPolicy: texts.privacyPolicy ?? DEFAULT_PRIVACY_POLICY,
    termsOfUse: texts.termsOfUse ?? DEFAULT_TERMS_OF_USE,
    publishedAt: now,
    publishedByAdminId: actor.id,
    publishedBy: actor.label,
  });
  await recordAudit(tx, {
    actor,
    action: 'legal.published',
    entityType: 'legal-version',
    entityId: version,
    after: {
      version,
      privacyPolicy: texts.privacyPolicy === null ? 'padrão' : 'alterado',
      termsOfUse: texts.termsOfUse === null ? 'padrão' : 'alterado',
    },
  });
}
