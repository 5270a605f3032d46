import http from 'node:http';
import https from 'node:https';

export type TextRequest = {
  method: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: string;
  /** The whole exchange, answer body included. */
  timeoutMs: number;
};

export type TextAnswer = { ok: boolean; status: number; text: string };

// Persistent connections to the provider: a burst of webhooks reuses a few sockets instead of
// opening one per notification. An idle socket is closed after 4 s, before the 5 s after which
// a Node server (the mock-server) closes it, so a request is not sent on a socket being closed.
const agentOptions = { keepAlive: true, timeout: 4_000 };
const agents = { 'http:': new http.Agent(agentOptions), 'https:': new https.Agent(agentOptions) };

class TimeoutError extends Error {
  override name = 'TimeoutError';
}

/**
 * One HTTP exchange with the provider through node:http, its answer read as text. Not the global
 * fetch: each fetch (undici) builds a WHATWG Request, Response, Headers and streams around the
 * socket, and about 10 KB of each call outlives the young-generation collections (measured: 10.6 KB
 * promoted per fetch against 0.03 KB with node:http), so it piles up in the old generation until
 * a full GC. The webhook makes one call per notification, hundreds a second when the provider
 * replays a backlog: that was 60+ MB of server memory. Rejects on a network error or when
 * `timeoutMs` passes (an Error named TimeoutError).
 */
export function requestText(url: string, options: TextRequest): Promise<TextAnswer> {
  const target = new URL(url);
  const client = target.protocol === 'https:' ? https : http;
  const agent = target.protocol === 'https:' ? agents['https:'] : agents['http:'];
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...options.headers };
    if (options.body !== undefined) headers['content-length'] = Buffer.byteLength(options.body);
    const request = client.request(target, { method: options.method, headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        clearTimeout(timer);
        const status = response.statusCode ?? 0;
        resolve({ ok: status >= 200 && status < 300, status, text: Buffer.concat(chunks).toString('utf8') });
      });
    });
    const timer = setTimeout(
      () => request.destroy(new TimeoutError(`no answer within ${options.timeoutMs} ms`)),
      options.timeoutMs,
    );
    request.on('error', reject);
    request.on('close', () => clearTimeout(timer));
    request.end(options.body);
  });
}
