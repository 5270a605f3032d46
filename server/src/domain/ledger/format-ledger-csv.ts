import { formatDateTime, ledgerEntryKindLabel } from '@celebra/shared/format';
import { PLATFORM_TIME_ZONE } from '../../db/list-query';
import type { LedgerExportRow } from './find-ledger-entries';

/** The statement's columns, as a Brazilian spreadsheet shows them. */
export const LEDGER_CSV_HEADER = ['Data', 'Evento', 'Tipo', 'Valor (R$)', 'Compra', 'Repasse'];

/**
 * One CSV line in the Brazilian convention spreadsheets expect: fields separated by semicolons,
 * decimal comma, CRLF line ends. A field holding the separator, a quote or a line break is
 * quoted (quotes doubled); text a spreadsheet would take for a formula (=, +, -, @ first) is
 * prefixed with an apostrophe, so an event title cannot run anything on the accountant's machine.
 */
export function csvLine(fields: readonly string[]): string {
  return `${fields.map(csvField).join(';')}\r\n`;
}

function csvField(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** -150 → '-1,50'; 123456 → '1234,56' (no thousands separator: spreadsheets read it as a number). */
export function centsToCsvAmount(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

/** An entry as a line: its instant in Brasília time, the event, the movement in Portuguese, the amount. */
export function ledgerCsvLine(row: LedgerExportRow): string {
  return csvLine([
    formatDateTime(row.createdAt, { timeZone: PLATFORM_TIME_ZONE }),
    safeText(row.eventTitle),
    ledgerEntryKindLabel(row.kind),
    centsToCsvAmount(row.amountCents),
    row.purchaseId === null ? '' : String(row.purchaseId),
    row.payoutId === null ? '' : String(row.payoutId),
  ]);
}
