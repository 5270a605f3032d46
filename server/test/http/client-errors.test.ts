import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { build } from '../helpers/build';

type Exchange = { status: number; headers: string; body: string; text: string; elapsedMs: number };

/**
 * A raw HTTP connection to `app` (listening), for what fetch cannot send (a 20 KB header, a
 * request that trickles in, a second request at a chosen moment): writes `head`, then `drip`
 * every `everyMs` until the server closes; `answer` is what came back by then.
 */
function connect(
  app: FastifyInstance,
  head: string,
  { drip, everyMs = 200 }: { drip?: string; everyMs?: number } = {},
) {
  const address = app.server.address();
  if (typeof address !== 'object' || !address) throw new Error('not listening');
  const started = Date.now();
  const socket = net.connect(address.port, '127.0.0.1');
  const received: Buffer[] = [];
  const answer = new Promise<Exchange>((resolve, reject) => {
    const timer = drip ? setInterval(() => socket.writable && socket.write(drip), everyMs) : undefined;
    const giveUp = setTimeout(() => socket.destroy(), 10_000);
    socket.on('connect', () => socket.write(head));
    socket.on('data', (chunk) => received.push(chunk));
    // The server closes after a refusal, maybe before reading all that was sent: a reset is fine.
    socket.on('error', (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ECONNRESET' && error.code !== 'EPIPE') reject(error);
    });
    socket.on('close', () => {
      clearInterval(timer);
      clearTimeout(giveUp);
      const text = Buffer.concat(received).toString('utf8');
      const [headers = '', body = ''] = text.split('\r\n\r\n', 2);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(headers)?.[1] ?? 0);
      resolve({ status, headers, body, text, elapsedMs: Date.now() - started });
    });
  });
  return { write: (data: string) => socket.write(data), answer };
}

const exchange = (...args: Parameters<typeof connect>) => connect(...args).answer;

describe('what Node refuses before Fastify answers in the envelope', async () => {
  const t = await build();
  await t.app.listen({ port: 0, host: '127.0.0.1' });

  it('a 20 KB header: 431 in Portuguese', async () => {
    const answer = await exchange(
      t.app,
      `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Grande: ${'a'.repeat(20_000)}\r\n\r\n`,
    );
    expect(answer.status).toBe(431);
    expect(answer.headers).toMatch(/content-type: application\/json; charset=utf-8/i);
    expect(JSON.parse(answer.body)).toEqual({
      success: false,
      message: 'Cabeçalhos da requisição muito grandes.',
    });
  });

  it('something that is not HTTP: 400 in Portuguese', async () => {
    const answer = await exchange(t.app, 'OLÁ MUNDO\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'Requisição inválida.' });
  });

  it('an HTTP/1.1 request without Host: 400 in Portuguese (HTTP/1.0 needs none)', async () => {
    const answer = await exchange(t.app, 'GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n');
    expect(answer.status).toBe(400);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'Requisição inválida.' });

    const old = await exchange(t.app, 'GET /api/health HTTP/1.0\r\n\r\n');
    expect(old.status).toBe(200);
  });

  it('an expectation the server cannot meet: 417 in Portuguese', async () => {
    const answer = await exchange(
      t.app,
      'POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nExpect: 200-ok\r\nContent-Length: 2\r\n\r\n{}',
    );
    expect(answer.status).toBe(417);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'Expectativa não suportada.' });
  });

  it('the server keeps its timeouts on the socket', () => {
    const { server } = t.app;
    expect(server.requestTimeout).toBe(120_000);
    expect(server.headersTimeout).toBe(15_000);
    expect(server.keepAliveTimeout).toBe(65_000);
    expect(server.timeout).toBe(60_000);
  });
});

describe('a request that trickles in is cut at REQUEST_TIMEOUT_SECONDS', async () => {
  const t = await build({ REQUEST_TIMEOUT_SECONDS: '1' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });

  it('headers sent a line at a time: 408 in Portuguese, the connection closed', async () => {
    const answer = await exchange(t.app, 'GET /api/health HTTP/1.1\r\nHost: localhost\r\n', {
      drip: 'X-Devagar: 1\r\n',
    });
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'Tempo da requisição esgotado.' });
    // Cut within a second or two of the limit, where the client would have gone on for ever.
    expect(answer.elapsedMs).toBeLessThan(4_000);
  });

  it('a body sent a few bytes at a time: 408 in Portuguese, the connection closed', async () => {
    const answer = await exchange(
      t.app,
      'POST /api/users/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":"',
      { drip: 'aaaa' },
    );
    expect(answer.status).toBe(408);
    expect(JSON.parse(answer.body)).toEqual({ success: false, message: 'Tempo da requisição esgotado.' });
    expect(answer.elapsedMs).toBeLessThan(4_000);
  });

  it('a request sent in time is answered', async () => {
    const response = await fetch(
      `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}/api/health`,
    );
    expect(response.status).toBe(200);
  });
});

describe('a request arriving while the server closes', async () => {
  const t = await build();
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let started: () => void = () => {};
  const running = new Promise<void>((resolve) => {
    started = resolve;
  });
  t.app.get('/api/test/slow', { config: { public: true } }, async () => {
    started();
    await held;
    return { success: true, message: 'OK' };
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });

  it('gets a 503 in Portuguese; the one already running is answered', async () => {
    const connection = connect(t.app, 'GET /api/test/slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await running;
    const secondArrived = new Promise<void>((resolve) => {
      t.app.server.on('request', (request: { url?: string }) => {
        if (request.url === '/api/health') resolve();
      });
    });
    // The server starts closing while the first request runs (its listening socket is closed
    // once the close hooks have run); a second one then comes on the same connection, which
    // stays open for the first one's answer, and the first is let go once the server has it.
    const closed = t.app.close();
    await vi.waitFor(() => expect(t.app.server.listening).toBe(false));
    connection.write('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    await secondArrived;
    release();
    await closed;

    const { text } = await connection.answer;
    const [first, second] = text.split(/(?=HTTP\/1\.1 )/);
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(JSON.parse(second?.split('\r\n\r\n')[1] ?? '')).toEqual({
      success: false,
      message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
    });
  });
});
