/** The back office's audit log: who decided what about money and access, newest first. */
import { z } from 'zod';
import { coercedId, optionalIsoDate } from '../validation/fields';
import { invalidFieldMessage } from '../validation/messages';
import { filterText, ZEnvelope, ZListTotal, ZPaginationQuery, ZTotalPages } from './common';

export const AUDIT_ACTOR_KINDS = ['admin', 'host', 'system'] as const;

/** GET /admin/audit-log: 20 a page, newest first, filters on the action, the entity, the actor and a date range. */
export const ZAdminListAuditLogQuerySchema = ZPaginationQuery.extend({
  action: filterText('action', 64),
  entityType: filterText('entityType', 64),
  entityId: filterText('entityId', 64),
  actorKind: z.enum(AUDIT_ACTOR_KINDS, invalidFieldMessage('actorKind')).optional(),
  actorId: coercedId('actorId').optional(),
  startDate: optionalIsoDate('startDate'),
  endDate: optionalIsoDate('endDate'),
});
export type TAdminListAuditLogQuery = z.input<typeof ZAdminListAuditLogQuerySchema>;

/** One record: who (as they were then), what, on what, and the values before and after (masked). */
export const ZAuditLogEntry = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  actorKind: z.enum(AUDIT_ACTOR_KINDS),
  actorId: z.number().int().nullable(),
  actorLabel: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
});
export type TAuditLogEntry = z.infer<typeof ZAuditLogEntry>;

export const ZAdminListAuditLogResponseSchema = ZEnvelope.extend({
  entries: z.array(ZAuditLogEntry),
  total: ZListTotal,
  totalPages: ZTotalPages,
});
export type TAdminListAuditLogResponse = z.infer<typeof ZAdminListAuditLogResponseSchema>;
