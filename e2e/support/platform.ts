/**
 * The platform exactly as a newcomer starts it: `npm start` at the repository root (build what is
 * stale, embedded PostgreSQL, migrations, demo seed, mock-server, one port), here on a throw-away
 * DATA_DIR and a free PORT, in a process group of its own so that stopping it is a Ctrl-C.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
// The first start on a clean clone builds the three apps and creates the database.
const START_TIMEOUT_MS = 5 * 60_000;
const STOP_TIMEOUT_MS = 30_000;

// Whatever the caller's environment says, the journeys run on the demo configuration: embedded
// PostgreSQL, the in-process mock-server, mails in DATA_DIR/outbox.
const CLEARED_VARIABLES = [
  'DATABASE_URL',
  'STORAGE_URL',
  'SMTP_URL',
  'PUBLIC_URL',
  'MERCADOPAGO_API_URL',
  'MERCADOPAGO_ACCESS_TOKEN',
  'MERCADOPAGO_WEBHOOK_SECRET',
  'VIACEP_URL',
  'NOMINATIM_URL',
  'SEED',
  'NODE_ENV',
  'HOST',
];

export type Platform = {
  port: number;
  baseUrl: string;
  dataDir: string;
  /** Ctrl-C to the whole process group; resolves once every process is gone and PostgreSQL stopped. */
  stop: () => Promise<void>;
};

async function findFreePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

function isGroupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

function tail(file: string, lines = 40): string {
  return readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`npm start exited (${child.exitCode ?? child.signalCode}):\n${tail(logFile)}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await sleep(500);
  }
  throw new Error(
    `The platform did not answer /api/health in ${START_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`,
  );
}

export async function startPlatform(logFile: string): Promise<Platform> {
  const port = await findFreePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-e2e-'));
  const baseUrl = `http://localhost:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  for (const name of CLEARED_VARIABLES) delete env[name];

  const output = openSync(logFile, 'w');
  const child = spawn('npm', ['start'], {
    cwd: REPO_ROOT,
    env,
    detached: true,
    stdio: ['ignore', output, output],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('npm start could not be spawned');

  const stop = async () => {
    if (isGroupAlive(pid)) process.kill(-pid, 'SIGINT');
    const deadline = Date.now() + STOP_TIMEOUT_MS;
    while (isGroupAlive(pid) && Date.now() < deadline) await sleep(100);
    if (isGroupAlive(pid)) {
      process.kill(-pid, 'SIGKILL');
      throw new Error(`Ctrl-C did not stop the platform in ${STOP_TIMEOUT_MS / 1000} s:\n${tail(logFile)}`);
    }
    // PostgreSQL removes its pid file on a clean shutdown only.
    if (existsSync(path.join(dataDir, 'postgres', 'postmaster.pid')))
      throw new Error(`PostgreSQL was not stopped cleanly by Ctrl-C:\n${tail(logFile)}`);
    if (!process.env.E2E_KEEP_DATA) await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    await stop().catch(() => {});
    throw error;
  }
  return { port, baseUrl, dataDir, stop };
}
