import type { TPixKeyType } from '../models/payout-destination';
import { documentDigits, isValidCnpj, isValidCpf } from './document';
import { GUEST_EMAIL_PATTERN } from './patterns';

/** The longest e-mail a Pix key may be. */
export const PIX_EMAIL_MAX_LENGTH = 77;

/** A random key as the banks issue it: a UUID, 8-4-4-4-12 hexadecimal digits. */
export const PIX_RANDOM_KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A Brazilian mobile without the country code: a two-digit area code (no zeros: 11 to 99), then
 * nine digits starting with 9.
 */
const MOBILE_PATTERN = /^[1-9]{2}9\d{8}$/;

/**
 * The Pix key as it is stored, or null when the text is not a key of that type: CPF and CNPJ as
 * digits only, the e-mail lower-case, the mobile as +55DDDNNNNNNNNN (typed with or without the
 * mask and the +55), the random key lower-case.
 */
export function normalizePixKey(type: TPixKeyType, input: string): string | null {
  const value = input.trim();
  switch (type) {
    case 'CPF':
      return isValidCpf(value) ? documentDigits(value) : null;
    case 'CNPJ':
      return isValidCnpj(value) ? documentDigits(value) : null;
    case 'EMAIL': {
      const email = value.toLowerCase();
      return email.length <= PIX_EMAIL_MAX_LENGTH && GUEST_EMAIL_PATTERN.test(email) ? email : null;
    }
    case 'PHONE': {
      if (!/^[\d\s()+-]+$/.test(value)) return null;
      const digits = value.replace(/\D/g, '');
      const national = digits.length === 13 && digits.startsWith('55') ? digits.slice(2) : digits;
      return MOBILE_PATTERN.test(national) ? `+55${national}` : null;
    }
    case 'RANDOM': {
      const key = value.toLowerCase();
      return PIX_RANDOM_KEY_PATTERN.test(key) ? key : null;
    }
  }
}
