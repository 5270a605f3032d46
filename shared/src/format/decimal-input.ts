import { parsePriceInput } from './price-input';

/**
 * The mask of a decimal input typed the Brazilian way (a percentage: '5,5'), applied on every
 * keystroke. As in the price mask, the digits stay where they are typed: a comma (or a dot, turned
 * into a comma) starts the decimals, at most `decimals` of them, and at most `integerDigits` before
 * it. Anything else is dropped. Read it with `parsePriceInput`
 * (comma decimal), which rounds to two decimals.
 */
export function maskDecimalInput(input: string | null | undefined, decimals = 2, integerDigits = 3): string {
  const text = (input ?? '').replace(/\./g, ',').replace(/[^\d,]/g, '');
  const comma = text.indexOf(',');
  const whole = (comma === -1 ? text : text.slice(0, comma)).replace(/^0+(?=\d)/, '').slice(0, integerDigits);
  if (comma === -1 || decimals === 0) return whole;
  const fraction = text
    .slice(comma + 1)
    .replace(/,/g, '')
    .slice(0, decimals);
  return `${whole === '' ? '0' : whole},${fraction}`;
}

/** A number as the decimal input shows it, to prefill a form: 5.5 → '5,5', 7 → '7', 7.25 → '7,25'. */
export function formatDecimalInput(value: number | null | undefined, decimals = 2): string {
  if (value == null || !Number.isFinite(value)) return '';
  return value.toLocaleString('pt-BR', { maximumFractionDigits: decimals, useGrouping: false });
}

/** What a masked decimal input holds, as a number; '' or unreadable gives null. */
export function parseDecimalInput(input: string | null | undefined): number | null {
  return parsePriceInput(maskDecimalInput(input));
}
