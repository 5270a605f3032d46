/** A CPF as it is typed, shown as 000.000.000-00: digits only, at most eleven. */
export function maskCpf(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, 11);
  const parts = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)].filter(Boolean);
  const check = digits.slice(9);
  return parts.join('.') + (check ? `-${check}` : '');
}
