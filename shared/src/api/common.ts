import { z } from 'zod';
import { coercedId } from '../validation/fields';
import { invalidFieldMessage, maxLengthMessage, maxValueMessage } from '../validation/messages';

/** Every answer carries `success` and `message`; the apps' alerts show the message. */
export const ZEnvelope = z.object({
  success: z.boolean(),
  message: z.string(),
});
export type TEnvelope = z.infer<typeof ZEnvelope>;

/** The error envelope: every 4xx/5xx answer of the server has exactly this shape. */
export const ZErrorResponse = z.object({
  success: z.literal(false),
  message: z.string(),
});
export type TErrorResponse = z.infer<typeof ZErrorResponse>;

/** A plain success with nothing else to say. */
export const ZOkResponse = ZEnvelope;
export type TOkResponse = z.infer<typeof ZOkResponse>;

/** Path ids are integers (identity columns); they arrive as strings in the URL. */
export const ZId = coercedId('id');

export const ZIdParams = z.object({ id: ZId });
export type TIdParams = z.infer<typeof ZIdParams>;

/** Host calls scoped to the host's own event: /users/.../{eventId}. */
export const ZEventIdParams = z.object({ eventId: coercedId('eventId') });
export type TEventIdParams = z.infer<typeof ZEventIdParams>;

/** Lists paginate in the database; the apps ask for 20 rows a page. */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

export const ZPaginationQuery = z.object({
  page: z.coerce
    .number<string | number>(invalidFieldMessage('page'))
    .int(invalidFieldMessage('page'))
    .min(1, invalidFieldMessage('page'))
    .max(1_000_000, invalidFieldMessage('page'))
    .default(1),
  limit: z.coerce
    .number<string | number>(invalidFieldMessage('limit'))
    .int(invalidFieldMessage('limit'))
    .min(1, invalidFieldMessage('limit'))
    .max(MAX_PAGE_SIZE, maxValueMessage('limit', MAX_PAGE_SIZE))
    .default(DEFAULT_PAGE_SIZE),
});
export type TPaginationQuery = z.infer<typeof ZPaginationQuery>;

/**
 * A list's order, asked by its column headers: `sort` one of the list's sortable fields (named as
 * the row model names them), `order` ASC or DESC. Absent: the list's own order (newest first).
 */
export function sortQuery<const T extends readonly [string, ...string[]]>(fields: T) {
  return {
    sort: z.enum(fields, invalidFieldMessage('sort')).optional(),
    order: z.enum(['ASC', 'DESC'], invalidFieldMessage('order')).optional(),
  };
}

/** What every paginated list adds to its envelope: `totalPages: ZTotalPages`. */
export const ZTotalPages = z.number().int().nonnegative();

/** The rows a paginated list's filter matches, all pages together (the back office shows it). */
export const ZListTotal = z.number().int().nonnegative();

/**
 * An optional text filter of a list query. A NUL is refused: PostgreSQL text cannot hold one, and
 * it must stay a 400 rather than become a failed query.
 */
export function filterText(field: string, max = 254) {
  return z
    .string(invalidFieldMessage(field))
    .trim()
    .max(max, maxLengthMessage(field, max))
    .refine((value) => !value.includes('\u0000'), invalidFieldMessage(field))
    .optional();
}
