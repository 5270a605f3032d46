/**
 * A list as a CSV file, written by the platform's one CSV writer (@celebra/shared/csv: the
 * Brazilian spreadsheets' convention and the rule against formula injection, so a guest's name
 * cannot run anything on the operator's machine).
 */
import { type CsvValue, writeCsv } from '@celebra/shared/csv';

export { csvAmount } from '@celebra/shared/csv';

export type CsvColumn<T> = { header: string; value: (row: T) => CsvValue };

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return writeCsv([
    columns.map((column) => column.header),
    ...rows.map((row) => columns.map((column) => column.value(row))),
  ]);
}
