import { centsToReais, reaisToCents } from './money';

/** Up to R$ 999.999.999,99: far beyond any gift, and always an exact integer of centavos. */
const MAX_PRICE_DIGITS = 11;

const THOUSANDS_ONLY = /^\d{1,3}(\.\d{3})+$/;

/**
 * Reads a price typed the Brazilian way ('1.234,56', '0,5', 'R$ 10,00') into reais, rounded to
 * the centavo. Comma is the decimal separator and dots group thousands; without a comma, dots
 * in groups of three are thousands ('1.234' → 1234) and a single other dot is a decimal point
 * ('12.5' → 12.5, what `String(number)` gives). Empty or unreadable input gives null, never NaN.
 */
export function parsePriceInput(input: string | null | undefined): number | null {
  if (input == null) return null;
  let text = input.replace(/R\$/gi, '').replace(/[\s\u00A0]/g, '');
  if (text === '') return null;
  const negative = text.startsWith('-');
  if (negative) text = text.slice(1);

  if (text.includes(',')) {
    text = text.replace(/\./g, '').replace(',', '.');
  } else if (THOUSANDS_ONLY.test(text)) {
    text = text.replace(/\./g, '');
  }
  if (!/^(\d+\.?\d*|\.\d+)$/.test(text)) return null;

  const reais = centsToReais(reaisToCents(Number(text)));
  return negative && reais !== 0 ? -reais : reais;
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/**
 * The currency mask of price inputs, applied on every keystroke: only digits count and they
 * fill from the centavos, as common Brazilian masks do ('1' → '0,01', '123' → '1,23',
 * '123456' → '1.234,56'; deleting a digit shifts back). No 'R$' prefix (the field shows it as
 * an adornment). No digits give ''. Read the value with `parsePriceInput`.
 */
export function maskPriceInput(input: string | null | undefined): string {
  const digits = (input ?? '').replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_PRICE_DIGITS);
  if (digits === '') return '';
  const padded = digits.padStart(3, '0');
  return `${groupThousands(padded.slice(0, -2))},${padded.slice(-2)}`;
}

/** A number of reais as the masked input shows it, to prefill an edit form: 1234.5 → '1.234,50'. */
export function formatPriceInput(reais: number | null | undefined): string {
  if (reais == null || !Number.isFinite(reais)) return '';
  const cents = reaisToCents(Math.abs(reais));
  const text = cents === 0 ? '0,00' : maskPriceInput(String(cents));
  return reais < 0 && cents !== 0 ? `-${text}` : text;
}
