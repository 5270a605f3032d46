/**
 * Field building blocks for the form schemas and the API request schemas. `field` is the key the
 * value travels under; it names the field in the messages of our own (the specs' messages win
 * wherever they exist). JSON bodies take real numbers and booleans; query strings and multipart
 * fields arrive as strings, so they use the `coerced…`/`booleanFromString` variants.
 */
import { z } from 'zod';
import { COMMON_MESSAGES, invalidFieldMessage, maxLengthMessage, requiredFieldMessage } from './messages';
import {
  HEX_COLOR_PATTERN,
  isHttpUrl,
  isIsoDate,
  PASSWORD_PATTERN,
  PHONE_PATTERN,
  SLUG_PATTERN,
  TIME_PATTERN,
} from './patterns';
import { isReservedSlug, RESERVED_SLUG_MESSAGE } from './reserved-slugs';

/** Length limits of stored strings, and the largest amounts the database columns hold. */
export const LIMITS = {
  name: 100,
  email: 254,
  title: 200,
  text: 5000,
  slug: 100,
  password: 128,
  url: 2048,
  /** Reais; stored as integer centavos in a 32-bit column. */
  money: 10_000_000,
} as const;

/** Ids are PostgreSQL integer identities: anything larger would fail in the database, not here. */
export const MAX_DB_INT = 2_147_483_647;

/** PostgreSQL text cannot hold NUL; refusing it here keeps such input a 400, not a 500. */
const hasNoNul = (value: string) => !value.includes('\u0000');

/** True when a number has at most two decimals (money, percentages). */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

type TextOptions = { required?: string; max?: number };

/** A trimmed string that must not be blank; `required` is shown for missing and blank alike. */
export function requiredText(field: string, options: TextOptions = {}) {
  const required = options.required ?? requiredFieldMessage(field);
  const max = options.max ?? LIMITS.name;
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, maxLengthMessage(field, max))
    .refine(hasNoNul, invalidFieldMessage(field));
}

/** A trimmed string that may be absent, null or blank: all three parse to null ("not given"). */
export function optionalText(field: string, max: number = LIMITS.name) {
  return z
    .string(invalidFieldMessage(field))
    .trim()
    .max(max, maxLengthMessage(field, max))
    .refine(hasNoNul, invalidFieldMessage(field))
    .nullish()
    .transform((value) => value || null);
}

type EmailOptions = { required: string; invalid: string; pattern: RegExp };

/** A required e-mail checked against the app's own pattern, stored lower-case. */
export function emailField(field: string, { required, invalid, pattern }: EmailOptions) {
  return z
    .string(required)
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(LIMITS.email, maxLengthMessage(field, LIMITS.email))
    .regex(pattern, invalid);
}

/** A required phone in the masked form (NN) NNNNN-NNNN. */
export function phoneField({ required, invalid }: { required: string; invalid: string }) {
  return z.string(required).trim().min(1, required).regex(PHONE_PATTERN, invalid);
}

/** A required account password: at least 8 characters, a letter and a digit. Never trimmed. */
export function strongPassword(field: string, { required, rule }: { required: string; rule: string }) {
  return z
    .string(required)
    .min(1, required)
    .max(LIMITS.password, maxLengthMessage(field, LIMITS.password))
    .regex(PASSWORD_PATTERN, rule);
}

/** A non-empty password as typed (login, confirmation fields, current password). */
export function passwordText(field: string, required: string) {
  return z.string(required).min(1, required).max(LIMITS.password, maxLengthMessage(field, LIMITS.password));
}

/** A positive integer id in a JSON body. */
export function idNumber(field: string, message: string = invalidFieldMessage(field)) {
  return z.number(message).int(message).positive(message).max(MAX_DB_INT, message);
}

/** A positive integer id that may arrive as a string (path, query, multipart field). */
export function coercedId(field: string, message: string = invalidFieldMessage(field)) {
  return z.coerce.number<string | number>(message).int(message).positive(message).max(MAX_DB_INT, message);
}

type MoneyOptions = {
  /** Shown when the value is missing or not a number; defaults to `invalid`. */
  required?: string;
  /** Shown when the value is out of range. */
  invalid?: string;
  /** Whether zero is refused (prices, payouts) or allowed (fees, free services). */
  positive?: boolean;
};

const moneyMaxMessage = (field: string) => `O campo ${field} deve ser no máximo R$ 10.000.000,00.`;
const moneyDecimalsMessage = (field: string) => `O campo ${field} deve ter no máximo 2 casas decimais.`;

/** Reais as a number with at most two decimals (the server stores centavos). */
export function moneyAmount(field: string, options: MoneyOptions = {}) {
  const invalid = options.invalid ?? invalidFieldMessage(field);
  const base = z.number(options.required ?? invalid);
  return (options.positive ? base.gt(0, invalid) : base.min(0, invalid))
    .max(LIMITS.money, moneyMaxMessage(field))
    .refine(hasAtMostTwoDecimals, moneyDecimalsMessage(field));
}

/** `moneyAmount` for inputs and multipart fields, where the number may arrive as a string ('12.50'). */
export function coercedMoneyAmount(field: string, options: MoneyOptions = {}) {
  const invalid = options.invalid ?? invalidFieldMessage(field);
  const base = z.coerce.number<string | number>(options.required ?? invalid);
  return (options.positive ? base.gt(0, invalid) : base.min(0, invalid))
    .max(LIMITS.money, moneyMaxMessage(field))
    .refine(hasAtMostTwoDecimals, moneyDecimalsMessage(field));
}

/** A boolean that may arrive as 'true'/'false' (query strings, multipart fields). */
export function booleanFromString(field: string) {
  return z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')], {
    error: invalidFieldMessage(field),
  });
}

/** A required calendar day 'YYYY-MM-DD'. */
export function isoDateField(field: string, required: string = requiredFieldMessage(field)) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .refine(isIsoDate, `O campo ${field} deve ser uma data no formato AAAA-MM-DD.`);
}

/** An optional calendar day 'YYYY-MM-DD' (filters). */
export function optionalIsoDate(field: string) {
  return z
    .string(invalidFieldMessage(field))
    .refine(isIsoDate, `O campo ${field} deve ser uma data no formato AAAA-MM-DD.`)
    .optional();
}

/** A required time of day 'HH:mm'. */
export function timeField(field: string, required: string = requiredFieldMessage(field)) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .regex(TIME_PATTERN, `O campo ${field} deve estar no formato HH:mm.`);
}

export const SLUG_FORMAT_MESSAGE = 'O link deve ter apenas letras minúsculas, números e hífens.';

/**
 * An event slug, lower-cased as typed (admin spec); `required` is the app's blank-slug message.
 * The platform's own first path segments (`api`, `media`, `assets`, `page`…) are refused.
 */
export function slugField(required: string) {
  return z
    .string(required)
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(LIMITS.slug, maxLengthMessage('slug', LIMITS.slug))
    .regex(SLUG_PATTERN, SLUG_FORMAT_MESSAGE)
    .refine((slug) => !isReservedSlug(slug), RESERVED_SLUG_MESSAGE);
}

/** The refusal of a link that is not an absolute http(s) address; `label` is the field's name on screen. */
export const httpLinkMessage = (label: string) =>
  `O campo ${label} deve ser um endereço que começa com http:// ou https://.`;

/**
 * A link the apps show to others as a link (the transmission of a virtual event): absent, blank
 * (null) or an absolute http:// or https:// address, never javascript:, data: or a relative path.
 */
export function optionalHttpLink(field: string, label: string) {
  return optionalText(field, LIMITS.url).refine(
    (link) => link === null || isHttpUrl(link),
    httpLinkMessage(label),
  );
}

/** A colour from the pickers (#RGB or #RRGGBB). */
export function colorField(field: string, required: string = requiredFieldMessage(field)) {
  return z
    .string(required)
    .trim()
    .min(1, required)
    .regex(HEX_COLOR_PATTERN, `O campo ${field} deve ser uma cor no formato #RRGGBB.`);
}

/** What a browser File (or a Blob with a name) looks like; keeps `shared` free of DOM types. */
export type TFileLike = { name: string; size: number; type: string };

const isFileLike = (value: unknown): value is TFileLike =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as TFileLike).name === 'string' &&
  typeof (value as TFileLike).size === 'number' &&
  typeof (value as TFileLike).type === 'string';

/** A picked image file; `required` is the form's message when none is picked. */
export function imageFile(required: string) {
  return z
    .custom<TFileLike>(isFileLike, required)
    .refine((file) => file.type.startsWith('image/'), COMMON_MESSAGES.imageFileRequired);
}
