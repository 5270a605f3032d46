import { type ChildProcess, spawn } from 'node:child_process';
import { openSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, SERVER_BUNDLE } from '../../server/src/cli/build-server';
import { embeddedConnectionString } from '../../server/src/db/embedded';
import { REPO_ROOT } from '../../server/src/paths';

export { REPO_ROOT };

const SERVER_DIR = path.join(REPO_ROOT, 'server');

export type Child = {
  url: string;
  port: number;
  pid: number;
  /** What it printed last, for an error message. */
  output: () => string;
  stop: () => Promise<void>;
};

export type Platform = Child & { dataDir: string; databaseUrl: string };

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

/**
 * A Node program of the bench's own in a process of its own (the references), so it gets its own
 * event loop as the platform does; resolves once `readyPath` answers 200.
 */
export async function startChild(
  args: string[],
  {
    cwd,
    env,
    readyPath,
    logFile,
    timeoutMs = 120_000,
  }: {
    cwd: string;
    /** The variables, or a function of the port picked (for a PUBLIC_URL naming it). */
    env: Record<string, string> | ((port: number) => Record<string, string>);
    readyPath: string;
    logFile?: string;
    timeoutMs?: number;
  },
): Promise<Child> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const variables = typeof env === 'function' ? env(port) : env;
  const child: ChildProcess = spawn(process.execPath, args, {
    cwd,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: String(port), ...variables },
    // A log file, as a production server's log goes to one: through a pipe read by this busy
    // process, a request log would stall the server whenever the pipe is full.
    stdio: logFile ? ['ignore', openSync(logFile, 'a'), openSync(logFile, 'a')] : ['ignore', 'pipe', 'pipe'],
  });
  let piped = '';
  const keep = (chunk: Buffer) => {
    piped = (piped + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const printed = () => (logFile ? readFileSync(logFile, 'utf8').slice(-20_000) : piped);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    await exited;
    clearTimeout(killer);
  };
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${args.join(' ')} exited:\n${printed()}`);
    const ready = await fetch(`${url}${readyPath}`, { signal: AbortSignal.timeout(2000) })
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ready) return { url, port, pid: child.pid ?? 0, output: printed, stop };
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${args.join(' ')} did not get ready:\n${printed()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * BENCH_CPU_PROF=<folder>: each process the bench starts (the platform, the stand-ins) writes a V8
 * CPU profile there when it stops, to open in Chrome's DevTools and see where a scenario's time goes.
 */
export function profileArgs(): string[] {
  const folder = process.env.BENCH_CPU_PROF;
  return folder ? ['--cpu-prof', `--cpu-prof-dir=${folder}`] : [];
}

export type MockProvider = { url: string; accessToken: string; webhookSecret: string };

/**
 * A server process of the bundle `npm start` runs (node dist/main.js), its payment provider and
 * address services pointed at the mock-server, `env` adding what this start needs (DATA_DIR or
 * DATABASE_URL, NODE_ENV, STORAGE_URL). Its log goes to `logFile`.
 */
export function startServer(
  mock: MockProvider,
  env: (port: number) => Record<string, string>,
  logFile: string,
): Promise<Child> {
  return startChild([...profileArgs(), '--enable-source-maps', SERVER_BUNDLE], {
    cwd: SERVER_DIR,
    env: (port) => ({
      HOST: '127.0.0.1',
      // As `npm start` and the production image run it: two malloc arenas, not one per thread, so
      // the memory sharp's threads free on an image upload is given back (see server/package.json).
      MALLOC_ARENA_MAX: '2',
      PUBLIC_URL: `http://localhost:${port}`,
      MERCADOPAGO_API_URL: mock.url,
      MERCADOPAGO_ACCESS_TOKEN: mock.accessToken,
      MERCADOPAGO_WEBHOOK_SECRET: mock.webhookSecret,
      VIACEP_URL: mock.url,
      NOMINATIM_URL: mock.url,
      // What is measured is the web path; the scheduled jobs (reconciliation) would wake up in the
      // middle of a load, as they would on a separate worker instance in a scaled-out set-up.
      JOBS: 'off',
      ...env(port),
    }),
    readyPath: '/api/health',
    logFile,
  });
}

/**
 * The platform as `npm start` runs it (the server bundled, then node dist/main.js; NODE_ENV=production, its
 * embedded PostgreSQL and the demo seed on a throw-away DATA_DIR), its payment provider and address
 * services pointed at the mock-server at `mockUrl`. TRUST_PROXY stands for the load balancer a
 * production set-up has, so the guests of the purchase scenario each come from their own address.
 */
export async function startPlatform(mock: MockProvider): Promise<Platform> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-bench-'));
  await buildServer();
  // The first start, in development, writes the demo (rendering its images): production never
  // seeds it. The measured server is a second start on that data in production, as a production
  // server starts on its database.
  const start = (nodeEnv: 'development' | 'production') =>
    startServer(
      mock,
      () => ({ DATA_DIR: dataDir, NODE_ENV: nodeEnv, SEED: 'auto', TRUST_PROXY: 'true' }),
      path.join(dataDir, 'server.log'),
    );
  await (await start('development')).stop();
  const child = await start('production');
  const databaseUrl = await embeddedConnectionString(path.join(dataDir, 'postgres'), 'celebra');
  return {
    ...child,
    dataDir,
    databaseUrl,
    stop: async () => {
      await child.stop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The resident memory of a process, in bytes (Linux). */
export async function rssBytes(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
}
