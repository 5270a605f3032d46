/**
 * Whether a CPF's two check digits are right (mod 11 over the first nine, then ten digits).
 * Eleven equal digits pass the arithmetic but are no CPF, as the Receita Federal and Mercado Pago
 * refuse them. Punctuation ('123.456.789-09') is tolerated.
 */
export function isValidCpf(text: string): boolean {
  const digits = text.replace(/[.\-\s]/g, '');
  if (!/^\d{11}$/.test(digits) || /^(\d)\1{10}$/.test(digits)) return false;
  const checkDigit = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return checkDigit(9) === Number(digits[9]) && checkDigit(10) === Number(digits[10]);
}
