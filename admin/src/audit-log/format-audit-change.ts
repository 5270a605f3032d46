/**
 * The 'antes → depois' column of the audit log: one short line per changed field, as
 * 'Campo: antes → depois' ('—' for a value that was not there): the field's Portuguese name,
 * amounts in reais as money (R$ 692,79), a status by its Portuguese name for the entity it belongs
 * to (a payout's or a transaction's), yes and no as 'Sim' and 'Não'. The values arrive masked from
 * the server; they are shown as they are otherwise.
 */
import {
  formatBRL,
  formatDateTime,
  payoutStatusLabel,
  transactionStatusLabel,
  yesNoLabel,
} from '@celebra/shared/format';
import { AUDIT_FIELD_LABELS } from '@celebra/shared/messages';
import { knownFieldLabel } from '@celebra/shared/validation';

/** Fields holding an amount in reais; those ending in Cents hold centavos. */
const MONEY_FIELDS = new Set(['requestedAmount', 'paidAmount', 'refundedAmount', 'returnedAmount', 'amount']);

const isIsoInstant = (value: string) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value);

function label(key: string): string {
  return AUDIT_FIELD_LABELS[key] ?? knownFieldLabel(key) ?? key;
}

function shown(key: string, value: unknown, entityType: string | undefined): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return yesNoLabel(value);
  if (typeof value === 'number' && MONEY_FIELDS.has(key)) return formatBRL(value);
  if (typeof value === 'number' && key.endsWith('Cents')) return formatBRL(value / 100);
  if (key === 'status' && typeof value === 'string') {
    if (entityType === 'payout') return payoutStatusLabel(value);
    if (entityType === 'purchase') return transactionStatusLabel(value);
  }
  if (typeof value === 'string' && isIsoInstant(value)) {
    return formatDateTime(value, { timeZone: 'America/Sao_Paulo' });
  }
  if (Array.isArray(value)) return value.map((item) => shown(key, item, entityType)).join(', ');
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function formatAuditChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
  entityType?: string,
): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    if (!before) return `${label(key)}: ${shown(key, after?.[key], entityType)}`;
    return `${label(key)}: ${shown(key, before[key], entityType)} → ${shown(key, after?.[key], entityType)}`;
  });
}
