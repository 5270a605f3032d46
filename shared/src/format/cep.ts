import { CEP_PATTERN } from '../validation/patterns';

// Brazilian postal code (CEP): 5 digits, optional hyphen, 3 digits.

/** Only the digits, at most 8: what the postal-code service is queried with. */
export function cepDigits(input: string | null | undefined): string {
  return (input ?? '').replace(/\D/g, '').slice(0, 8);
}

/** The CEP mask applied on every keystroke: '01310' → '01310', '013101' → '01310-1', → '01310-100'. */
export function maskCep(input: string | null | undefined): string {
  const digits = cepDigits(input);
  return digits.length > 5 ? `${digits.slice(0, 5)}-${digits.slice(5)}` : digits;
}

/** True for '01310-100' or '01310100' (surrounding spaces ignored). */
export function isValidCep(value: string | null | undefined): boolean {
  return CEP_PATTERN.test((value ?? '').trim());
}
