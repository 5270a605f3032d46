import { vi } from 'vitest';

/** A JSON answer, as the server sends it. */
export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

export type TSentRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
type Handler = (request: TSentRequest) => Response | Promise<Response>;

/**
 * Replaces `fetch` (the API is mocked at the network boundary only): each call is recorded and
 * answered by the first handler whose "METHOD /path" key matches, else a 404.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const sent: TSentRequest[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, path: url.pathname, query: url.searchParams, body };
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
