import { formatBRL, parsePriceInput } from '@celebra/shared/format';

/**
 * A free amount as the guest typed it, the Brazilian way ('150', '1.250,50', 'R$ 80,00'), checked
 * against the host's minimum: the value in reais, or the message the field shows. The most a
 * purchase takes is the server's to say, with its own message.
 */
export function readFreeAmount(
  typed: string,
  minimum: number,
): { amount: number; error?: undefined } | { amount?: undefined; error: string } {
  const amount = parsePriceInput(typed);
  if (amount === null || amount <= 0) return { error: 'Informe o valor do presente.' };
  if (amount < minimum) return { error: `O valor mínimo é ${formatBRL(minimum)}.` };
  return { amount };
}
