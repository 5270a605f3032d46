import type { z } from 'zod';

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'DELETE'] as const;
export type THttpMethod = (typeof HTTP_METHODS)[number];

/**
 * Who may call: 'admin' (Bearer token + X-Admin-Id), 'user' (Bearer token + X-User-Id; the
 * {eventId} must be the host's own), 'none' (public).
 */
export const API_AUTHS = ['admin', 'user', 'none'] as const;
export type TApiAuth = (typeof API_AUTHS)[number];

/** The file part of a multipart call; `accept` is in the form of an <input accept>. */
export type TApiFile = {
  readonly field: 'file' | 'image';
  readonly required: boolean;
  readonly accept: 'image/*' | 'image/*,video/*';
};

/**
 * One call of the API. `path` is Fastify-style (':id'), without the '/api' prefix the server mounts
 * everything under. `params`, `query` and `body` validate the request (they may coerce);
 * `response` is the 200 answer, plain so that it serializes. `multipart` calls carry their
 * non-file fields in `body` (as strings, coerced) and one `file`.
 */
export type ApiRoute = {
  readonly method: THttpMethod;
  readonly path: `/${string}`;
  readonly auth: TApiAuth;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  readonly response: z.ZodType;
  readonly multipart?: true;
  readonly file?: TApiFile;
  /**
   * Set on the calls whose answer is not JSON: the error-log and ledger downloads are text, the
   * host's data download a zip file (blob).
   */
  readonly responseType?: 'text' | 'blob';
};

/** The ':name' placeholders of a path, as a union of names. */
export type TPathParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | TPathParamNames<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;
