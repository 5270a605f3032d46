import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { signNotification } from '@celebra/mock-server';
import { embeddedConnectionString } from '../../src/db/embedded';

const SERVER_DIR = fileURLToPath(new URL('../../', import.meta.url));

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export type ServerProcess = {
  url: string;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) once the process has ended. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** What it printed last (a bounded tail), for the failure message of a test. */
  output: () => string;
  /**
   * Every distinct log message (`msg`) it printed since it started, however much came after: an
   * outage answers hundreds of 503s a second, whose lines push the first ones out of the tail.
   */
  messages: () => Set<string>;
};

/**
 * The server started exactly as `npm start` starts it (node dist/main.js, the bundle the run's
 * globalSetup builds), on loopback and a port of its own, with `env` on top of a test
 * configuration. Resolves once GET /api/health answers 200.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  // A free port may be taken by another process before the server binds it: try another one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startOnPort(env, await freePort());
    } catch (error) {
      if (attempt >= 3 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

/** The server process as `npm start` runs it, on `chosen`, without waiting for anything. */
function spawnServer(env: Record<string, string>, chosen: number): ServerProcess {
  const url = `http://127.0.0.1:${chosen}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: SERVER_DIR,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(chosen),
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      SEED: 'none',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  let partial = '';
  const messages = new Set<string>();
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    printed = (printed + text).slice(-200_000);
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      try {
        const { msg } = JSON.parse(line) as { msg?: unknown };
        if (typeof msg === 'string') messages.add(msg);
      } catch {
        // Not a log line (a stack trace, the bundle's own output): only the tail keeps it.
      }
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return { url, child, exited, output: () => printed, messages: () => messages };
}

async function startOnPort(env: Record<string, string>, chosen: number): Promise<ServerProcess> {
  const server = spawnServer(env, chosen);
  const { url, child } = server;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the server exited while starting:\n${server.output()}`);
    const healthy = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.status === 200)
      .catch(() => false);
    if (healthy) return server;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not become healthy:\n${server.output()}`);
    }
    await sleep(200);
  }
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/**
 * The server started as startServer starts it, on `port`, for a start that must fail: resolves
 * once the process has exited (killed after 90 s), with its exit code and everything it printed.
 */
export async function runFailingStart(
  env: Record<string, string>,
  port: number,
): Promise<{ code: number | null; signal: NodeJS.Signals | null; output: string }> {
  const server = spawnServer(env, port);
  const timer = setTimeout(() => server.child.kill('SIGKILL'), 90_000);
  const { code, signal } = await server.exited;
  clearTimeout(timer);
  return { code, signal, output: server.output() };
}

/** postgres:// URL of the embedded cluster a server runs under DATA_DIR (its socket and password file). */
export function embeddedDatabaseUrl(dataDir: string): Promise<string> {
  return embeddedConnectionString(path.join(dataDir, 'postgres'), 'celebra');
}

/** A Mercado Pago notification about `paymentId`, signed as the provider signs it, sent to the server. */
export async function deliverNotification(serverUrl: string, secret: string, paymentId: string) {
  const requestId = randomUUID();
  const ts = String(Math.floor(Date.now() / 1000));
  const response = await fetch(`${serverUrl}/api/payments/webhook?data.id=${paymentId}&type=payment`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-request-id': requestId,
      'x-signature': signNotification(secret, paymentId, requestId, ts),
    },
    body: JSON.stringify({ action: 'payment.updated', type: 'payment', data: { id: paymentId } }),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: response.status, body: (await response.json().catch(() => ({}))) as { message?: string } };
}

/** JSON of a request, or the network error's code when there was no answer. */
export async function call(
  url: string,
  init: RequestInit & { json?: unknown } = {},
): Promise<{ status: number; body: Record<string, unknown> } | { error: string }> {
  try {
    const response = await fetch(url, {
      ...init,
      headers: {
        ...(init.json === undefined ? {} : { 'content-type': 'application/json' }),
        ...init.headers,
      },
      body: init.json === undefined ? init.body : JSON.stringify(init.json),
      signal: init.signal ?? AbortSignal.timeout(20_000),
    });
    return {
      status: response.status,
      body: (await response.json().catch(() => ({}))) as Record<string, unknown>,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause;
    return { error: cause?.code ?? (error instanceof Error ? error.name : String(error)) };
  }
}
