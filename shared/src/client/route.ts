import type { z } from 'zod';
import type { AuthKind } from './auth-storage';
import type { QueryParams } from './build-url';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a successful answer is read: JSON (the API), text or a Blob (the error-log download). */
export type ResponseType = 'json' | 'text' | 'blob';

/**
 * One API call as data: the shape of the route descriptors in `shared/src/api` (`apiRoutes`).
 * `path` uses ':name' placeholders, filled from the input's params; `response` validates and
 * types the answer.
 */
export type ApiRouteDescriptor = {
  method: HttpMethod;
  path: string;
  auth: AuthKind;
  multipart?: boolean;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  response?: z.ZodType;
  responseType?: ResponseType;
};

type ParamsInput<R> = R extends { params: infer S extends z.ZodType }
  ? { params: z.input<S> }
  : { params?: Readonly<Record<string, string | number>> };

type QueryInput<R> = {
  query?: R extends { query: infer S extends z.ZodType } ? z.input<S> : QueryParams;
};

type BodyInput<R> = R extends { body: infer S extends z.ZodType }
  ? { body: z.input<S> | (R extends { multipart: true } ? FormData : never) }
  : { body?: unknown };

/** What `call` takes for route R: params when the route declares them, the body it declares, an optional query. */
export type ApiCallInput<R extends ApiRouteDescriptor> = ParamsInput<R> &
  QueryInput<R> &
  BodyInput<R> & { signal?: AbortSignal };

/** What `call` resolves to: the route's response schema output, else unknown. */
export type ApiCallResult<R extends ApiRouteDescriptor> = R extends { response: infer S extends z.ZodType }
  ? z.output<S>
  : unknown;

/** The input argument may be left out when nothing in it is required. */
export type ApiCallArgs<R extends ApiRouteDescriptor> =
  Partial<ApiCallInput<R>> extends ApiCallInput<R> ? [input?: ApiCallInput<R>] : [input: ApiCallInput<R>];
