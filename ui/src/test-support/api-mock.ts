/**
 * The API mocked at the network boundary for the apps' component tests: `fetch` replaced, each
 * call recorded and answered by the handler keyed "METHOD /path", else a 404 in the envelope.
 * One copy for the event site and the dashboard (guest and host re-export it).
 */
import { vi } from 'vitest';

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
    set: (more: Record<string, Handler>) => Object.assign(handlers, more),
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
