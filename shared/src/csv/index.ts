/**
 * Every CSV the platform writes, in the convention Brazilian spreadsheets expect: fields separated
 * by semicolons (the comma is the decimal mark there), CRLF line ends, a field holding the
 * separator, a quote or a line break quoted with its quotes doubled (csv-stringify does the
 * quoting), optionally a byte-order mark so Excel reads the accents as UTF-8.
 *
 * One rule against formula injection for every file: a text a spreadsheet would run as a formula
 * (starting with =, +, -, @, or a tab or carriage return that hides one) gets a leading
 * apostrophe, since guests type their own names and messages and operators open these files.
 * A plain number ('-1234,56', '42') is left as it is, so amounts stay numbers.
 */
// csv-stringify's Node build needs Node's Buffer; the browser gets the package's own browser build
// (package.json "imports", the `browser` condition the apps' bundler sets).
import { stringify } from '#csv-stringify';

export type CsvValue = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const PLAIN_NUMBER = /^-?\d+(,\d+)?$/;

/** One cell's text: a number with a decimal comma, a formula-looking text defused. */
export function csvText(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return String(value).replace('.', ',');
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

/** Rows (the header first, if any) as CSV lines, each ending in CRLF. */
export function writeCsv(rows: readonly (readonly CsvValue[])[], options: { bom?: boolean } = {}): string {
  const text = stringify(
    rows.map((row) => row.map(csvText)),
    { delimiter: ';', record_delimiter: 'windows' },
  );
  return options.bom ? `\uFEFF${text}` : text;
}

/** 1234.5 → '1234,50': a decimal comma and no thousands separator, read by spreadsheets as a number. */
export function csvAmount(reais: number): string {
  return reais.toFixed(2).replace('.', ',');
}

/** -150 → '-1,50'; 123456 → '1234,56', from integer centavos without a float on the way. */
export function csvAmountFromCents(cents: number): string {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}
