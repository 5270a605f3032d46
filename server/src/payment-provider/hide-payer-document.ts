import { maskCnpj, maskCpf } from '@celebra/shared/format';

/**
 * The provider answers a payment with the payer's document in full (a Pix payer's CPF). Celebra
 * sends it and never needs it back: once read, only its middle digits stay ('***.822.247-**', the
 * way receipts show a CPF), so nothing that passes the payment on (the admin's transaction info)
 * or logs it carries the whole number. Anything but eleven or fourteen digits is hidden whole.
 */
export function hidePayerDocument<P extends { payer?: unknown }>(payment: P): P {
  const payer = payment.payer as (Record<string, unknown> & { email: string | null }) | null;
  const identification = payer?.identification as { number?: unknown } | null | undefined;
  if (!payer || !identification || identification.number == null) return payment;
  const digits = String(identification.number).replace(/\D/g, '');
  const hidden = digits.length === 14 ? maskCnpj(digits) : maskCpf(digits);
  return { ...payment, payer: { ...payer, identification: { ...identification, number: hidden } } };
}

/** A provider answer quoted in an error detail (which is logged), its documents' numbers hidden. */
export function redactDocuments(text: string): string {
  return text.replace(/("number"\s*:\s*)("[^"]*"|\d+)/g, '$1"***"');
}
