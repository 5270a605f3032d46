/**
 * Field building blocks for the form schemas and the API request schemas. `field` is the key the
 * value travels under; it names the field in the messages of our own (a form's own messages win
 * wherever they exist). JSON bodies take real numbers and booleans; query strings and multipart
 * fields arrive as strings, so they use the `coerced…`/`booleanFromString` variants.
 */
import { z } from 'zod';
import {
  COMMON_MESSAGES,
  colorMessage,
  httpLinkMessage,
  invalidFieldMessage,
  isoDateMessage,
  maxLengthMessage,
  moneyDecimalsMessage,
  moneyMaxMessage,
  requiredFieldMessage,
  timeMessage,
} from './messages';
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

/**
 * A zod error naming its field: zod hands the map the issue with its whole path, so a field in a
 * list is named with its row ('Nome do acompanhante 2') in the forms and the server's answers alike.
 */
export const naming = (message: (at?: readonly PropertyKey[]) => string) => ({
  error: (issue: { readonly path?: readonly PropertyKey[] }) => message(issue.path),
});

const requiredOf = (field: string, given?: string) =>
  given ?? naming((at) => requiredFieldMessage(field, at));
const invalidOf = (field: string, given?: string) => given ?? naming((at) => invalidFieldMessage(field, at));
const maxLengthOf = (field: string, max: number) => naming((at) => maxLengthMessage(field, max, at));

/** True when a number has at most two decimals (money, percentages). */
export const hasAtMostTwoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

type TextOptions = { required?: string; max?: number };

/** A trimmed string that must not be blank; `required` is shown for missing and blank alike. */
export function requiredText(field: string, options: TextOptions = {}) {
  const required = requiredOf(field, options.required);
  const max = options.max ?? LIMITS.name;
  return z
    .string(required)
    .trim()
    .min(1, required)
    .max(max, maxLengthOf(field, max))
    .refine(hasNoNul, invalidOf(field));
}

/** A trimmed string that may be absent, null or blank: all three parse to null ("not given"). */
export function optionalText(field: string, max: number = LIMITS.name) {
  return z
    .string(invalidOf(field))
    .trim()
    .max(max, maxLengthOf(field, max))
    .refine(hasNoNul, invalidOf(field))
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
    .max(LIMITS.email, maxLengthOf(field, LIMITS.email))
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
    .max(LIMITS.password, maxLengthOf(field, LIMITS.password))
    .regex(PASSWORD_PATTERN, rule);
}

/** A non-empty password as typed (login, confirmation fields, current password). */
export function passwordText(field: string, required: string) {
  return z.string(required).min(1, required).max(LIMITS.password, maxLengthOf(field, LIMITS.password));
}

/** A positive integer id in a JSON body. */
export function idNumber(field: string, given?: string) {
  const message = invalidOf(field, given);
  return z.number(message).int(message).positive(message).max(MAX_DB_INT, message);
}

/** A positive integer id that may arrive as a string (path, query, multipart field). */
export function coercedId(field: string, given?: string) {
  const message = invalidOf(field, given);
  return z.coerce.number<string | number>(message).int(message).positive(message).max(MAX_DB_INT, message);
}

type MoneyOptions = {
  /** Shown when the value is missing or not a number; defaults to `invalid`. */
  required?: string;
  /** Shown when the value is out of range. */
  invalid?: string;
  /** Whether less than a centavo is refused (prices, payouts) or zero allowed (fees, free services). */
  positive?: boolean;
};

/** Reais as a number with at most two decimals (the server stores centavos). */
export function moneyAmount(field: string, options: MoneyOptions = {}) {
  const invalid = invalidOf(field, options.invalid);
  const base = z.number(options.required ?? invalid);
  return (options.positive ? base.gte(0.01, invalid) : base.min(0, invalid))
    .max(
      LIMITS.money,
      naming((at) => moneyMaxMessage(field, at)),
    )
    .refine(
      hasAtMostTwoDecimals,
      naming((at) => moneyDecimalsMessage(field, at)),
    );
}

/** `moneyAmount` for inputs and multipart fields, where the number may arrive as a string ('12.50'). */
export function coercedMoneyAmount(field: string, options: MoneyOptions = {}) {
  const invalid = invalidOf(field, options.invalid);
  const base = z.coerce.number<string | number>(options.required ?? invalid);
  return (options.positive ? base.gte(0.01, invalid) : base.min(0, invalid))
    .max(
      LIMITS.money,
      naming((at) => moneyMaxMessage(field, at)),
    )
    .refine(
      hasAtMostTwoDecimals,
      naming((at) => moneyDecimalsMessage(field, at)),
    );
}

/** A boolean that may arrive as 'true'/'false' (query strings, multipart fields). */
export function booleanFromString(field: string) {
  return z.union(
    [z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')],
    invalidOf(field),
  );
}

/** A required calendar day 'YYYY-MM-DD'. */
export function isoDateField(field: string, given?: string) {
  const required = requiredOf(field, given);
  return z
    .string(required)
    .trim()
    .min(1, required)
    .refine(
      isIsoDate,
      naming((at) => isoDateMessage(field, at)),
    );
}

/** An optional calendar day 'YYYY-MM-DD' (filters). */
export function optionalIsoDate(field: string) {
  return z
    .string(invalidOf(field))
    .refine(
      isIsoDate,
      naming((at) => isoDateMessage(field, at)),
    )
    .optional();
}

/** A required time of day 'HH:mm'. */
export function timeField(field: string, given?: string) {
  const required = requiredOf(field, given);
  return z
    .string(required)
    .trim()
    .min(1, required)
    .regex(
      TIME_PATTERN,
      naming((at) => timeMessage(field, at)),
    );
}

export const SLUG_FORMAT_MESSAGE = 'O link deve ter apenas letras minúsculas, números e hífens.';

/**
 * An event slug, lower-cased as typed; `required` is the app's blank-slug message.
 * The platform's own first path segments (`api`, `media`, `assets`, `page`…) are refused.
 */
export function slugField(required: string) {
  return z
    .string(required)
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(LIMITS.slug, maxLengthOf('slug', LIMITS.slug))
    .regex(SLUG_PATTERN, SLUG_FORMAT_MESSAGE)
    .refine((slug) => !isReservedSlug(slug), RESERVED_SLUG_MESSAGE);
}

/**
 * A link the apps show to others as a link (the transmission of a virtual event): absent, blank
 * (null) or an absolute http:// or https:// address, never javascript:, data: or a relative path.
 */
export function optionalHttpLink(field: string) {
  return optionalText(field, LIMITS.url).refine(
    (link) => link === null || isHttpUrl(link),
    naming((at) => httpLinkMessage(field, at)),
  );
}

/** A colour from the pickers (#RGB or #RRGGBB). */
export function colorField(field: string, given?: string) {
  const required = requiredOf(field, given);
  return z
    .string(required)
    .trim()
    .min(1, required)
    .regex(
      HEX_COLOR_PATTERN,
      naming((at) => colorMessage(field, at)),
    );
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
