/** The input patterns of the apps' forms. Each app's e-mail rule differs: pick by name. */

/** Guest site (purchase, message, presence) and guest forms: text, at sign, text, dot, text, no spaces. */
export const GUEST_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Host login: letters, digits, dot, underscore, hyphen, at sign, domain, dot, 2 to 6 letters. */
export const LOGIN_EMAIL_PATTERN = /^[A-Za-z0-9._-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,6}$/;

/** Admin wizard step 3: any e-mail whose last label is 2 to 6 letters. */
export const WIZARD_EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[A-Za-z]{2,6}$/;

/** Brazilian mobile as the masks type it: (NN) NNNNN-NNNN, 15 characters. */
export const PHONE_PATTERN = /^\(\d{2}\) \d{5}-\d{4}$/;

/** CEP: 5 digits, optional hyphen, 3 digits. */
export const CEP_PATTERN = /^\d{5}-?\d{3}$/;

/** Account passwords: at least 8 characters with at least one letter and one digit. */
export const PASSWORD_PATTERN = /^(?=.*[A-Za-z])(?=.*\d).{8,}$/;

/** 'HH:mm', 00:00 to 23:59. */
export const TIME_PATTERN = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

/** 'YYYY-MM-DD' (the calendar check is `isIsoDate`). */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** Event slugs are one URL path segment: lower-case letters, digits and single hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Colours from the pickers: #RGB or #RRGGBB. */
export const HEX_COLOR_PATTERN = /^#(?:[0-9A-Fa-f]{3}){1,2}$/;

/** True for a real calendar day written 'YYYY-MM-DD'. */
export function isIsoDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/**
 * True for an absolute http:// or https:// address with a host: what a link the apps show to
 * someone else may be. Refuses javascript:, data:, vbscript: and every other scheme, relative
 * paths, and 'https:host' without its slashes (which URL would quietly complete).
 */
export function isHttpUrl(value: string): boolean {
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A Pix transfer's end-to-end id as the Central Bank defines it: 'E', the paying institution's
 * ISPB (8 digits), the date and time (AAAAMMDDHHMM, 12 digits) and 11 letters or digits — 32
 * characters in all.
 */
export const PIX_END_TO_END_ID_PATTERN = /^E\d{20}[0-9A-Za-z]{11}$/;

/** The 27 Brazilian federative units (UF), as addresses and ViaCEP write them. */
export const BRAZILIAN_STATES = [
  'AC',
  'AL',
  'AP',
  'AM',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MT',
  'MS',
  'MG',
  'PA',
  'PB',
  'PR',
  'PE',
  'PI',
  'RJ',
  'RN',
  'RS',
  'RO',
  'RR',
  'SC',
  'SP',
  'SE',
  'TO',
] as const;
