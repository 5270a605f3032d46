import { csvAmountFromCents, writeCsv } from '@celebra/shared/csv';
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

/** One CSV line, by the platform's CSV writer (its convention and its rule against formulas). */
export function csvLine(fields: readonly string[]): string {
  return writeCsv([fields]);
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
    row.eventTitle,
    ledgerEntryKindLabel(row.manualReversal ? 'STATUS_REVERSED' : row.kind),
    platform ? '' : csvAmountFromCents(row.amountCents),
    csvAmountFromCents(row.eventBalanceCents),
    platform ? csvAmountFromCents(row.amountCents) : '',
    row.purchaseId === null ? '' : String(row.purchaseId),
    row.providerPaymentId ?? '',
    row.guestName === null ? '' : row.guestName || 'Anônimo',
    row.payoutId === null ? '' : String(row.payoutId),
  ]);
}
