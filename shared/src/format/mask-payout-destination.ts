import type { TDocumentType, TPixKeyType } from '../models/payout-destination';

/**
 * Masks of the payout destination's personal data (CPF, CNPJ, Pix keys): what every answer and
 * screen shows in place of the whole value, enough for the owner to recognise it and no more.
 * They take the stored forms (digits only, +55DDDNNNNNNNNN) and are safe on anything else: an
 * unexpected value is hidden whole rather than shown.
 */

const HIDDEN = '***';

/** '12345678909' → '***.456.789-**': the middle six digits, as the Receita's own receipts show. */
export function maskCpf(digits: string): string {
  if (!/^\d{11}$/.test(digits)) return HIDDEN;
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** '12345678000195' → '**.345.678/0001-**': the root's middle and the branch. */
export function maskCnpj(digits: string): string {
  if (!/^\d{14}$/.test(digits)) return HIDDEN;
  return `**.${digits.slice(2, 5)}.${digits.slice(5, 8)}/${digits.slice(8, 12)}-**`;
}

/** A CPF or a CNPJ by its type. */
export function maskDocument(type: TDocumentType, digits: string): string {
  return type === 'CPF' ? maskCpf(digits) : maskCnpj(digits);
}

/** 'ana.souza@dominio.com' → 'a***@dominio.com': the first letter and the domain. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return HIDDEN;
  return `${email[0]}${HIDDEN}${email.slice(at)}`;
}

/** '+5511987654321' → '+55 (11) *****-4321': the area code and the last four digits. */
export function maskPhoneKey(phone: string): string {
  const match = /^\+55(\d{2})\d{5}(\d{4})$/.exec(phone);
  if (!match) return HIDDEN;
  return `+55 (${match[1]}) *****-${match[2]}`;
}

/** A random key (UUID): its first four and last four characters. */
export function maskRandomKey(key: string): string {
  if (key.length < 12) return HIDDEN;
  return `${key.slice(0, 4)}${HIDDEN}${key.slice(-4)}`;
}

/** A Pix key by its type. */
export function maskPixKey(type: TPixKeyType, key: string): string {
  switch (type) {
    case 'CPF':
      return maskCpf(key);
    case 'CNPJ':
      return maskCnpj(key);
    case 'EMAIL':
      return maskEmail(key);
    case 'PHONE':
      return maskPhoneKey(key);
    case 'RANDOM':
      return maskRandomKey(key);
  }
}

/** The Pix key types as the screens name them. */
export const PIX_KEY_TYPE_LABELS: Readonly<Record<TPixKeyType, string>> = {
  CPF: 'CPF',
  CNPJ: 'CNPJ',
  EMAIL: 'E-mail',
  PHONE: 'Celular',
  RANDOM: 'Chave aleatória',
};
