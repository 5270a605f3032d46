import { centsToReais, reaisToCents } from './money';

/** Up to R$ 999.999.999,99: far beyond any gift, and always an exact integer of centavos. */
const MAX_REAIS_DIGITS = 9;
const MAX_DECIMALS = 2;

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

/** The reais as typed, dots kept where they are, with at most `MAX_REAIS_DIGITS` digits. */
function capReais(text: string): string {
  let digits = 0;
  let kept = '';
  for (const char of text.replace(/^0+(?=\d)/, '')) {
    if (char !== '.' && ++digits > MAX_REAIS_DIGITS) return kept.replace(/\.$/, '');
    kept += char;
  }
  return kept;
}

/**
 * The mask of every price input (the guest's and the host's alike), applied on every keystroke:
 * what is typed is reais ('75' is R$ 75,00), the way a person writes a price. Digits stay where
 * they are typed; the first comma starts the centavos (at most two, no dots after it); dots before
 * it group thousands ('1.234,56'), and without a comma a dot may be a decimal point ('12.5', what
 * some phones' decimal keyboards give), as `parsePriceInput` reads it. Anything else is dropped.
 * No 'R$' prefix (the field shows it as an adornment). Read the value with `parsePriceInput`.
 */
export function maskPriceInput(input: string | null | undefined): string {
  const text = (input ?? '').replace(/[^\d,.]/g, '');
  const comma = text.indexOf(',');
  const reais = capReais(comma === -1 ? text : text.slice(0, comma));
  if (comma === -1) return reais;
  const centavos = text
    .slice(comma + 1)
    .replace(/\D/g, '')
    .slice(0, MAX_DECIMALS);
  return `${reais === '' ? '0' : reais},${centavos}`;
}

/** A number of reais as a price input shows it once left, and to prefill an edit form: 1234.5 → '1.234,50'. */
export function formatPriceInput(reais: number | null | undefined): string {
  if (reais == null || !Number.isFinite(reais)) return '';
  const cents = reaisToCents(Math.abs(reais));
  const digits = String(cents).padStart(3, '0');
  const text = `${groupThousands(digits.slice(0, -2))},${digits.slice(-2)}`;
  return reais < 0 && cents !== 0 ? `-${text}` : text;
}
