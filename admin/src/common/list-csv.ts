/**
 * A list as a CSV file in the Brazilian convention spreadsheets expect (the ledger statement's):
 * fields separated by semicolons, CRLF line ends, a field holding the separator, a quote or a line
 * break quoted (quotes doubled), and text a spreadsheet would take for a formula (=, +, -, @ first)
 * prefixed with an apostrophe, so a guest's name cannot run anything on the operator's machine.
 */
export type CsvColumn<T> = { header: string; value: (row: T) => string | number | null | undefined };

function csvField(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** 1234.5 → '1234,50': a decimal comma and no thousands separator, read by spreadsheets as a number. */
export function csvAmount(reais: number): string {
  return reais.toFixed(2).replace('.', ',');
}

export function toCsv<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  const line = (fields: string[]) => `${fields.map(csvField).join(';')}\r\n`;
  return (
    line(columns.map((column) => column.header)) +
    rows.map((row) => line(columns.map((column) => String(column.value(row) ?? '')))).join('')
  );
}
