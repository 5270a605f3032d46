import type { ApiParsedQuery, TAuditLogEntry } from '@celebra/shared/api';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instantInDays, offsetOf, totalPagesOf } from '../../db/list-query';
import { type AuditLogEntry, auditLog } from '../../db/schema/index';

type Query = ApiParsedQuery<'adminListAuditLog'>;

function filtersOf(query: Query): SQL[] {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.entityType) conditions.push(eq(auditLog.entityType, query.entityType));
  if (query.entityId) conditions.push(eq(auditLog.entityId, query.entityId));
  if (query.actorKind) conditions.push(eq(auditLog.actorKind, query.actorKind));
  if (query.actorId !== undefined) conditions.push(eq(auditLog.actorId, query.actorId));
  conditions.push(...instantInDays(auditLog.createdAt, query.startDate, query.endDate));
  return conditions;
}

function toEntry(row: AuditLogEntry): TAuditLogEntry {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    actorKind: row.actorKind,
    actorId: row.actorId,
    actorLabel: row.actorLabel,
    action: row.action,
    entityType: row.entityType,
    entityId: row.entityId,
    before: row.before,
    after: row.after,
  };
}

/**
 * GET /admin/audit-log: one page of the log, newest first (ties by id, the order of insertion),
 * filtered by exact action, entity and actor and by a range of calendar days in Brasília. Each
 * filter has an index of its own (schema/audit-log.ts). The values were masked when recorded.
 */
export async function findAuditLog(db: Db, query: Query) {
  const where = and(...filtersOf(query));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(auditLog)
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset(offsetOf(query.page, query.limit)),
    db.select({ total: count() }).from(auditLog).where(where),
  ]);
  const matched = total?.total ?? 0;
  return { entries: rows.map(toEntry), total: matched, totalPages: totalPagesOf(matched, query.limit) };
}
