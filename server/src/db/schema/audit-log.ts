import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Who did it: an administrator, a host (their payout destination), or the platform itself (a job). */
export type AuditActorKind = 'admin' | 'host' | 'system';

/**
 * Every decision that moves money or opens or closes access (a payout concluded, a refund, a
 * transaction's status set by hand, the settings changed, a user or event enabled or disabled, a
 * password reset, a host's payout destination changed), with who, when, what and the values before
 * and after. Append-only: the migration's trigger refuses UPDATE and DELETE on it, so not even the
 * application can rewrite history. Personal data in before/after is masked as everywhere else
 * (CPF and Pix keys show their ends only).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigint({ mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    actorKind: text().$type<AuditActorKind>().notNull(),
    /** The admin's or host's id; null for the platform. Not a foreign key: the record outlives accounts. */
    actorId: integer(),
    /** The actor's name and e-mail as they were then, for reading the log after the account is gone. */
    actorLabel: text().notNull(),
    /** What was done, a stable code (e.g. 'payout.concluded', 'settings.updated'). */
    action: text().notNull(),
    /** What it was done to: 'payout', 'purchase', 'settings', 'user', 'event', 'admin', 'payout_destination'. */
    entityType: text().notNull(),
    entityId: text(),
    before: jsonb().$type<Record<string, unknown>>(),
    after: jsonb().$type<Record<string, unknown>>(),
  },
  (t) => [
    // The back office's list: newest first, filtered by action, entity or actor.
    index().on(t.createdAt),
    index().on(t.action, t.createdAt),
    index().on(t.entityType, t.entityId),
    index().on(t.actorKind, t.actorId, t.createdAt),
  ],
);

export type AuditLogEntry = typeof auditLog.$inferSelect;
export type NewAuditLogEntry = typeof auditLog.$inferInsert;
