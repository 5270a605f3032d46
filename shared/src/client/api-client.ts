import { API_MESSAGES, ApiError, readServerMessage } from './api-error';
import { type AuthData, type AuthKind, defaultStorage, type KeyValueStorage, readAuth } from './auth-storage';
import { appendQuery, buildUrl, fillPath, type QueryParams } from './build-url';
import type { ApiCallArgs, ApiCallResult, ApiRouteDescriptor, HttpMethod, ResponseType } from './route';

export type ApiClientOptions = {
  /** The API address, absolute or relative to the page ('/api'). */
  baseUrl: string;
  /** Where the tokens are read; `localStorage` when the runtime has one. Read on every call. */
  storage?: KeyValueStorage;
  /** Replaces the global fetch (tests). */
  fetch?: typeof fetch;
  /** Called (not awaited) when an authenticated call answers 401; the call still rejects. */
  onUnauthorized?: () => void;
  /** Auth of calls that do not say: 'admin' in the admin panel, 'user' in the host app. Default 'none'. */
  defaultAuth?: AuthKind;
};

export type RequestOptions = {
  /** JSON by default; sent as multipart form data when `multipart` is set or it is a FormData. */
  body?: unknown;
  /** true: `body` (a plain object) is sent as FormData; a FormData: sent as the body. */
  multipart?: boolean | FormData;
  auth?: AuthKind;
  /** undefined, null and '' values are left out. */
  query?: QueryParams;
  headers?: Readonly<Record<string, string>>;
  signal?: AbortSignal;
  responseType?: ResponseType;
};

export type ExternalOptions = {
  headers?: Readonly<Record<string, string>>;
  /** JSON unless it is a string or FormData. */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  responseType?: ResponseType;
};

export type ApiClient = {
  request<T = unknown>(method: HttpMethod, path: string, options?: RequestOptions): Promise<T>;
  get<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  post<T = unknown>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  put<T = unknown>(path: string, body: unknown, options?: RequestOptions): Promise<T>;
  delete<T = unknown>(path: string, options?: RequestOptions): Promise<T>;
  /** A call described by a route descriptor: params filled, answer validated and typed. */
  call<R extends ApiRouteDescriptor>(route: R, ...args: ApiCallArgs<R>): Promise<ApiCallResult<R>>;
  /** The external query operation (postal code, geocoding): full URL, no product auth, no envelope. */
  external<T = unknown>(method: HttpMethod, url: string, options?: ExternalOptions): Promise<T>;
  /** The stored token and id of an auth kind, quotes stripped; null when missing. */
  readAuth(kind: 'admin' | 'user'): AuthData | null;
};

const NEEDS_BODY = new Set<string>(['POST', 'PUT']);
const NO_BODY = new Set<string>(['GET', 'HEAD']);

type Answer = { status: number; data: unknown };

function clientError(message: string): ApiError {
  return new ApiError(message, 0, undefined, 'client');
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return signal?.aborted === true || (error instanceof Error && error.name === 'AbortError');
}

function toFormData(body: unknown): FormData {
  if (body instanceof FormData) return body;
  const form = new FormData();
  if (typeof body !== 'object' || body === null) return form;
  for (const [key, value] of Object.entries(body)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item === undefined || item === null) continue;
      form.append(key, item instanceof Blob ? item : String(item));
    }
  }
  return form;
}

function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

function isFailureEnvelope(body: unknown): boolean {
  return typeof body === 'object' && body !== null && 'success' in body && body.success === false;
}

/**
 * The API client of the three apps: bodies JSON by default, multipart when flagged;
 * admin calls send `Authorization: Bearer <adminToken>` and `X-Admin-Id`, host calls the user
 * token and `X-User-Id`. Every failure rejects with an ApiError; `errorMessage` turns it into
 * alert text. No timeout of its own (the server bounds its own waits and answers); pass a `signal` to cancel, and an
 * aborted call rejects with fetch's own AbortError, untouched.
 */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const defaultAuth = options.defaultAuth ?? 'none';
  const storage = () => options.storage ?? defaultStorage();
  // Called as a method of globalThis: browsers refuse a detached fetch ("Illegal invocation").
  const doFetch = (url: string, init: RequestInit) =>
    options.fetch ? options.fetch(url, init) : globalThis.fetch(url, init);

  async function send(
    url: string,
    init: RequestInit,
    responseType: ResponseType,
    { checkEnvelope, authenticated }: { checkEnvelope: boolean; authenticated: boolean },
  ): Promise<Answer> {
    let response: Response;
    try {
      response = await doFetch(url, init);
    } catch (error) {
      if (isAbort(error, init.signal ?? undefined)) throw error;
      throw new ApiError(API_MESSAGES.network, 0, undefined, 'network', { cause: error });
    }
    const { status } = response;

    if (response.ok && responseType === 'blob') return { status, data: await response.blob() };
    const text = await response.text();
    if (response.ok && responseType === 'text') return { status, data: text };

    const json = parseJson(text);
    const body = json.ok ? json.value : text;
    const serverMessage = readServerMessage(body);

    if (!response.ok) {
      if (status === 401 && authenticated) {
        try {
          options.onUnauthorized?.();
        } catch {
          // The caller must still get the 401 ApiError, whatever the app's handler does.
        }
      }
      const message = serverMessage ?? (status === 404 ? API_MESSAGES.notFound : API_MESSAGES.unexpected);
      throw new ApiError(message, status, body, 'http', { serverMessage });
    }
    if (!json.ok) throw new ApiError(API_MESSAGES.unexpected, status, body, 'response');
    if (checkEnvelope && isFailureEnvelope(body)) {
      throw new ApiError(serverMessage ?? API_MESSAGES.unexpected, status, body, 'envelope', {
        serverMessage,
      });
    }
    return { status, data: body };
  }

  function perform(method: HttpMethod, path: string, opts: RequestOptions = {}): Promise<Answer> {
    const auth = opts.auth ?? defaultAuth;
    const headers: Record<string, string> = {};
    if ((opts.responseType ?? 'json') === 'json') headers.Accept = 'application/json';

    if (auth !== 'none') {
      const data = readAuth(storage(), auth);
      if (!data) throw clientError(API_MESSAGES.missingAuth);
      headers.Authorization = `Bearer ${data.token}`;
      headers[auth === 'admin' ? 'X-Admin-Id' : 'X-User-Id'] = data.id;
    }

    const formBody = opts.multipart instanceof FormData ? opts.multipart : undefined;
    const rawBody = formBody ?? opts.body;
    if (NEEDS_BODY.has(method) && (rawBody === undefined || rawBody === null)) {
      throw clientError(API_MESSAGES.missingBody);
    }

    let body: BodyInit | undefined;
    if (rawBody !== undefined && rawBody !== null && !NO_BODY.has(method)) {
      if (opts.multipart || rawBody instanceof FormData) {
        // No Content-Type: fetch writes multipart/form-data with its boundary.
        body = toFormData(rawBody);
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(rawBody);
      }
    }

    const init: RequestInit = { method, headers: { ...headers, ...opts.headers } };
    if (body !== undefined) init.body = body;
    if (opts.signal) init.signal = opts.signal;
    return send(buildUrl(options.baseUrl, path, opts.query), init, opts.responseType ?? 'json', {
      checkEnvelope: true,
      authenticated: auth !== 'none',
    });
  }

  async function request<T>(method: HttpMethod, path: string, opts?: RequestOptions): Promise<T> {
    const { data } = await perform(method, path, opts);
    return data as T;
  }

  async function external<T>(method: HttpMethod, url: string, opts: ExternalOptions = {}): Promise<T> {
    if (typeof url !== 'string' || url.trim() === '') throw clientError(API_MESSAGES.missingUrl);
    const headers: Record<string, string> = {};
    let body: BodyInit | undefined;
    if (opts.body !== undefined && opts.body !== null && !NO_BODY.has(method)) {
      if (typeof opts.body === 'string' || opts.body instanceof FormData) {
        body = opts.body;
      } else {
        headers['Content-Type'] = 'application/json';
        body = JSON.stringify(opts.body);
      }
    }
    const init: RequestInit = { method, headers: { ...headers, ...opts.headers } };
    if (body !== undefined) init.body = body;
    if (opts.signal) init.signal = opts.signal;
    const { data } = await send(appendQuery(url.trim(), opts.query), init, opts.responseType ?? 'json', {
      checkEnvelope: false,
      authenticated: false,
    });
    return data as T;
  }

  async function call<R extends ApiRouteDescriptor>(
    route: R,
    ...args: ApiCallArgs<R>
  ): Promise<ApiCallResult<R>> {
    const input: { params?: unknown; query?: unknown; body?: unknown; signal?: AbortSignal } = args[0] ?? {};
    const path = fillPath(route.path, (input.params ?? {}) as Record<string, unknown>);
    const opts: RequestOptions = { auth: route.auth, body: input.body, query: input.query as QueryParams };
    if (route.multipart) opts.multipart = true;
    if (route.responseType) opts.responseType = route.responseType;
    if (input.signal) opts.signal = input.signal;
    const { status, data } = await perform(route.method, path, opts);
    if (!route.response) return data as ApiCallResult<R>;
    const parsed = route.response.safeParse(data);
    if (!parsed.success) {
      throw new ApiError(API_MESSAGES.unexpected, status, data, 'response', { cause: parsed.error });
    }
    return parsed.data as ApiCallResult<R>;
  }

  return {
    request,
    get: (path, opts) => request('GET', path, opts),
    post: (path, body, opts) => request('POST', path, { ...opts, body }),
    put: (path, body, opts) => request('PUT', path, { ...opts, body }),
    delete: (path, opts) => request('DELETE', path, opts),
    call,
    external,
    readAuth: (kind) => readAuth(storage(), kind),
  };
}
