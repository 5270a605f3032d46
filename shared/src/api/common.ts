import { z } from 'zod';

/** Every answer carries `success` and `message` (both specs, section 7). */
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
export const ZId = z.coerce.number().int().positive();

export const ZIdParams = z.object({ id: ZId });
export type TIdParams = z.infer<typeof ZIdParams>;
