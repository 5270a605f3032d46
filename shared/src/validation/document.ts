/**
 * Brazilian tax documents: CPF (a person, 11 digits) and CNPJ (a company, 14 digits), each ending
 * in two check digits computed from the others. Typed with or without punctuation
 * ('123.456.789-09', '12.345.678/0001-95'); kept as digits only.
 */

/** The digits of a document as typed, punctuation dropped: '123.456.789-09' → '12345678909'. */
export function documentDigits(input: string): string {
  return input.replace(/[\s./-]/g, '');
}

/** A check digit: the weighted sum modulo 11, where a remainder under 2 gives 0. */
function checkDigit(digits: string, weights: readonly number[]): number {
  const sum = weights.reduce((total, weight, i) => total + weight * Number(digits[i]), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

// The same digit repeated passes the arithmetic but is never issued.
const allSame = (digits: string) => /^(\d)\1*$/.test(digits);

const CPF_FIRST = [10, 9, 8, 7, 6, 5, 4, 3, 2];
const CPF_SECOND = [11, 10, 9, 8, 7, 6, 5, 4, 3, 2];

/** True for 11 digits (punctuation allowed) whose two check digits agree. */
export function isValidCpf(input: string): boolean {
  const digits = documentDigits(input);
  if (!/^\d{11}$/.test(digits) || allSame(digits)) return false;
  return (
    checkDigit(digits, CPF_FIRST) === Number(digits[9]) &&
    checkDigit(digits, CPF_SECOND) === Number(digits[10])
  );
}

const CNPJ_FIRST = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const CNPJ_SECOND = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** True for 14 digits (punctuation allowed) whose two check digits agree. */
export function isValidCnpj(input: string): boolean {
  const digits = documentDigits(input);
  if (!/^\d{14}$/.test(digits) || allSame(digits)) return false;
  return (
    checkDigit(digits, CNPJ_FIRST) === Number(digits[12]) &&
    checkDigit(digits, CNPJ_SECOND) === Number(digits[13])
  );
}
