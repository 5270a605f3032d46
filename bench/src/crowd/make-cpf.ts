/** A check digit of a CPF: the weighted sum modulo 11, where a remainder under 2 gives 0. */
function checkDigit(digits: string): number {
  const weightOfFirst = digits.length + 1;
  const sum = [...digits].reduce((total, digit, i) => total + Number(digit) * (weightOfFirst - i), 0);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * The n-th guest's CPF (11 digits, check digits right), one per guest of the crowd, as the payer's
 * bank and the provider accept it. The nine first digits count up from 100000000; a digit repeated
 * nine times (111111111…) is moved on by one, since its CPF would be that digit eleven times, which
 * is never issued.
 */
export function makeCpf(n: number): string {
  const counted = 100_000_000 + (n % 899_999_999);
  const base = String(/^(\d)\1*$/.test(String(counted)) ? counted + 1 : counted);
  const first = checkDigit(base);
  return `${base}${first}${checkDigit(`${base}${first}`)}`;
}
