import { type CsvValue, writeCsv } from '@celebra/shared/csv';
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
 * The table as CSV by the platform's writer, in the convention of the app's other downloads
 * (byte-order mark, semicolons, decimal comma, CRLF, a formula-looking text defused), instants in
 * Brasília time, yes and no in Portuguese.
 */
export function toCsvFile(table: DataTable): string {
  const header = [...new Set(table.rows.flatMap((row) => Object.keys(row)))];
  return writeCsv([header, ...table.rows.map((row) => header.map((key) => csvValue(row[key])))], {
    bom: true,
  });
}

function csvValue(value: unknown): CsvValue {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/.test(value))
    return formatDateTime(value, { timeZone: PLATFORM_TIME_ZONE });
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
