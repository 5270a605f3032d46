/**
 * The 'antes → depois' column of the audit log: one short line per changed field, as
 * 'campo: antes → depois' ('—' for a value that was not there). The values arrive masked from the
 * server; they are shown as they are.
 */
function shown(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'sim' : 'não';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function formatAuditChange(
  before: Record<string, unknown> | null,
  after: Record<string, unknown> | null,
): string[] {
  const keys = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return keys.map((key) => {
    if (!before) return `${key}: ${shown(after?.[key])}`;
    return `${key}: ${shown(before[key])} → ${shown(after?.[key])}`;
  });
}
