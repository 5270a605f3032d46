import { formatDateTime, ledgerEntryKindLabel } from '@celebra/shared/format';
import { PLATFORM_TIME_ZONE } from '../../db/list-query';
import { type LedgerExportRow, PLATFORM_FEE_KINDS } from './find-ledger-entries';

/** The statement's columns, as a Brazilian spreadsheet shows them. */
export const LEDGER_CSV_HEADER = [
  'Data',
  'Evento',
  'Tipo',
  'Anfitrião (R$)',
  'Saldo do evento (R$)',
  'Plataforma (R$)',
  'Compra',
  'Pagamento (Mercado Pago)',
  'Convidado',
  'Repasse',
];

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

/**
 * An entry as a line: its instant in Brasília time, the event, the movement in Portuguese, and its
 * amount in one of two columns: the host's ('Anfitrião', which the event's running balance adds
 * up) or the platform's ('Plataforma': the fee kept, less the fees given back), so each column's
 * sum is one party's money. Then the purchase with its provider payment id and guest, or the payout.
 */
export function ledgerCsvLine(row: LedgerExportRow): string {
  const platform = (PLATFORM_FEE_KINDS as readonly string[]).includes(row.kind);
  return csvLine([
    formatDateTime(row.createdAt, { timeZone: PLATFORM_TIME_ZONE }),
    safeText(row.eventTitle),
    ledgerEntryKindLabel(row.manualReversal ? 'STATUS_REVERSED' : row.kind),
    platform ? '' : centsToCsvAmount(row.amountCents),
    centsToCsvAmount(row.eventBalanceCents),
    platform ? centsToCsvAmount(row.amountCents) : '',
    row.purchaseId === null ? '' : String(row.purchaseId),
    row.providerPaymentId ?? '',
    row.guestName === null ? '' : safeText(row.guestName) || 'Anônimo',
    row.payoutId === null ? '' : String(row.payoutId),
  ]);
}
