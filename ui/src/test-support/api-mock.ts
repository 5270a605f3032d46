/**
 * The API mocked at the network boundary for the apps' component tests: `fetch` replaced, each
 * call recorded and answered by the handler keyed "METHOD /path", else a 404 in the envelope.
 * One copy for the event site and the dashboard (guest and host re-export it). Every key is
 * checked against the shared route table `apiRoutes`: a mock of a call the API does not have (a
 * path renamed, a method changed) fails the test instead of answering a request nobody sends;
 * `apiCall` writes a key from a route's name.
 */
import { type ApiRouteName, apiRoutes } from '@celebra/shared/api';
import { vi } from 'vitest';

/** Every route of the table as its method and a pattern of its path under /api. */
const ROUTE_PATTERNS = Object.values(apiRoutes).map(({ method, path }) => ({
  method: method as string,
  pattern: new RegExp(`^/api${path.replace(/:\w+/g, '[^/]+')}$`),
}));

/** Whether the route table has a call answering `key` ("METHOD /api/path", placeholders filled). */
function isApiCall(key: string): boolean {
  const [method, path = ''] = key.split(' ');
  return ROUTE_PATTERNS.some((route) => route.method === method && route.pattern.test(path));
}

function checkKeys(handlers: Record<string, unknown>) {
  const unknown = Object.keys(handlers).filter((key) => !isApiCall(key));
  if (unknown.length > 0) throw new Error(`No route of apiRoutes answers ${unknown.join(', ')}`);
}

/**
 * The mock's key for the route `name` of `apiRoutes`, its ':placeholders' filled from `params`:
 * `apiCall('usersMe')` is 'GET /api/users/me', `apiCall('guestsGetEvent', { slug: 'ana' })` is
 * 'GET /api/guests/event/ana'.
 */
export function apiCall(name: ApiRouteName, params: Record<string, string | number> = {}): string {
  const { method, path } = apiRoutes[name];
  const filled = path.replace(/:(\w+)/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`apiCall('${name}') needs the parameter '${param}'`);
    return encodeURIComponent(String(value));
  });
  return `${method} /api${filled}`;
}

/** A JSON answer, as the server sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export type TSentRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The parsed JSON body. */
  body: unknown;
  /** The multipart body, when the request was one. */
  form: FormData | undefined;
};
type Handler = (request: TSentRequest) => Response | Promise<Response>;

/** Replaces `fetch` until the test ends (vi.unstubAllGlobals in the setups). */
export function mockApi(handlers: Record<string, Handler>) {
  checkKeys(handlers);
  const sent: TSentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    init?.signal?.throwIfAborted();
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const form = init?.body instanceof FormData ? init.body : undefined;
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = {
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init?.headers),
      body,
      form,
    };
    sent.push(request);
    const handler = handlers[`${method} ${url.pathname}`];
    return handler ? handler(request) : json({ success: false, message: 'Rota não encontrada.' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return {
    fetch,
    sent,
    /** The requests sent to one "METHOD /path". */
    to: (key: string) => sent.filter((request) => `${request.method} ${request.path}` === key),
    /** Adds or replaces handlers (a list changed on the server). */
    set: (more: Record<string, Handler>) => {
      checkKeys(more);
      return Object.assign(handlers, more);
    },
  };
}

/** A promise the test settles itself: for watching a state while a call is in flight. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}
