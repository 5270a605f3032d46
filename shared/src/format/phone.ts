import { PHONE_PATTERN } from '../validation/patterns';

/** The phone form every app types and shows: (NN) NNNNN-NNNN, 11 digits, 15 characters. */
export const PHONE_MAX_LENGTH = 15;
const PHONE_DIGITS = 11;

/** Only the digits of a phone, at most 11: '(11) 98765-4321' → '11987654321'. */
export function phoneDigits(input: string | null | undefined): string {
  return (input ?? '').replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

/**
 * The phone mask applied on every keystroke: '1' → '(1', '119' → '(11) 9',
 * '11987654' → '(11) 98765-4', '11987654321' → '(11) 98765-4321'. Non-digits are dropped and
 * extra digits cut, so the result never exceeds 15 characters. The area code stays open ('(11')
 * until a third digit arrives, so backspace works through it.
 */
export function maskPhone(input: string | null | undefined): string {
  const digits = phoneDigits(input);
  if (digits.length === 0) return '';
  if (digits.length <= 2) return `(${digits}`;
  const area = digits.slice(0, 2);
  const first = digits.slice(2, 7);
  const last = digits.slice(7);
  return last ? `(${area}) ${first}-${last}` : `(${area}) ${first}`;
}

/** True for a complete masked phone, '(NN) NNNNN-NNNN'. */
export function isValidPhone(value: string | null | undefined): boolean {
  return PHONE_PATTERN.test((value ?? '').trim());
}
