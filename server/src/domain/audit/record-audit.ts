import type { Db } from '../../db/client';
import { type AuditActorKind, auditLog } from '../../db/schema/index';

/** Who did it, as the audit log keeps it (the label survives the account). */
export type AuditActor = { kind: AuditActorKind; id: number | null; label: string };

/** The platform itself: a scheduled job, a provider's notification. */
export const SYSTEM_ACTOR: AuditActor = { kind: 'system', id: null, label: 'Celebra' };

export type AuditRecord = {
  actor: AuditActor;
  /** A stable code, entity first: 'payout.concluded', 'settings.updated', 'user.deactivated'... */
  action: string;
  entityType: string;
  entityId?: string | number | null;
  /** The values that changed, before and after; CPF and Pix keys already masked by the caller. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
};

/**
 * Appends one row to the audit log. Pass the transaction (`tx`) of the change itself, so the record
 * and the change commit or roll back together: a decision is never recorded that did not happen,
 * nor happens unrecorded.
 */
export async function recordAudit(db: Pick<Db, 'insert'>, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorKind: record.actor.kind,
    actorId: record.actor.id,
    actorLabel: record.actor.label,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId == null ? null : String(record.entityId),
    before: record.before ?? null,
    after: record.after ?? null,
  });
}
