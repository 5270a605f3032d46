import { centsToReais, formatDateTime } from '@celebra/shared/format';
import { PLATFORM_TIME_ZONE } from '../../db/list-query';

/** One table of the host's data, written as name.json and name.csv. */
export type DataTable = { name: string; rows: Record<string, unknown>[] };

/** Secrets the host never typed and cannot use (hashes, links' tokens): left out of the files. */
const SECRET_FIELD = /(passwordHash|tokenHash|Token|^password)$/;

/**
 * A row as the files hold it: money in reais (the API's unit; `priceCents` → `price`), instants
 * as ISO text, secrets left out.
 */
export function toDataRow(row: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (SECRET_FIELD.test(key)) continue;
    if (key.endsWith('Cents') && typeof value === 'number') out[key.slice(0, -5)] = centsToReais(value);
    else if (value instanceof Date) out[key] = value.toISOString();
    else out[key] = value;
  }
  return out;
}

/** The table as indented JSON, UTF-8. */
export function toJsonFile(table: DataTable): string {
  return `${JSON.stringify(table.rows, null, 2)}\n`;
}

/**
 * The table as CSV in the convention of the app's other downloads (Brazilian spreadsheets): a
 * byte-order mark so the accents read as UTF-8, fields separated by semicolons, decimal comma,
 * CRLF line ends, instants in Brasília time; a field a spreadsheet would run as a formula gets a
 * leading apostrophe, and one holding the separator, a quote or a line break is quoted.
 */
export function toCsvFile(table: DataTable): string {
  const header = [...new Set(table.rows.flatMap((row) => Object.keys(row)))];
  const lines = [header, ...table.rows.map((row) => header.map((key) => csvText(row[key])))];
  return `\uFEFF${lines.map((fields) => `${fields.map(csvCell).join(';')}\r\n`).join('')}`;
}

function csvText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value))
    return formatDateTime(value, { timeZone: PLATFORM_TIME_ZONE });
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
  // Text people typed (names, messages): never a formula; numbers keep their minus sign.
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

function csvCell(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}
