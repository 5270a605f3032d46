/**
 * `npm start`: starts and stops the server, nothing else. Loads the configuration, starts the
 * embedded PostgreSQL when there is no DATABASE_URL, migrates, seeds the demo (per SEED), builds
 * the app, listens, starts the background jobs (per JOBS) and prints where everything is. Ctrl-C
 * (SIGINT) or SIGTERM stops the jobs, then closes the app, the pool and PostgreSQL in that order,
 * so the next start finds the data as it was left.
 */

import './heap-growth';
import { mkdir } from 'node:fs/promises';
import type { MockServer } from '@celebra/mock-server';
import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from './app';
import { describeStartFailure, describeStorage, StorageUnreachableError } from './cli/describe-start-failure';
import { type Config, ConfigError, loadConfig } from './config';
import { createDb } from './db/client';
import { type EmbeddedPostgres, startEmbeddedPostgres } from './db/embedded';
import { migrateDatabase } from './db/migrate';
import { DEMO_LOGINS, seedDemo } from './demo-seed/index';
import { requireMoneySettings } from './domain/settings/require-money-settings';
import type { Queue } from './jobs/create-queue';
import type { Jobs } from './jobs/start-jobs';
import { createLogger, prettyStdout } from './logger';
import { serveMetrics } from './metrics/serve-metrics';
import { createStorage } from './storage/create-storage';
import { LocalStorage } from './storage/local-storage';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  console.error(error.message);
  process.exit(1);
}

const { logger, close: closeLogger } = createLogger({
  level: config.logLevel,
  errorLogPath: config.errorLogPath,
  stdout: await prettyStdout(),
});
let embedded: EmbeddedPostgres | undefined;
let pool: pg.Pool | undefined;
let app: FastifyInstance | undefined;
let metricsServer: { close: () => Promise<void> } | undefined;
let mockServer: MockServer | undefined;
let queue: Queue | undefined;
let jobs: Jobs | undefined;
let isClosing = false;

/** Idempotent: the signal handler and a failed start may both get here. */
async function shutDown(): Promise<void> {
  isClosing = true;
  // First the workers: a running job ends (after the row in hand) while the app and its pool are
  // still there. The queue itself closes after the app, which may still queue a request's mail.
  await jobs?.stop();
  await metricsServer?.close();
  await app?.close();
  await queue?.stop();
  await mockServer?.close();
  await pool?.end();
  await embedded?.stop();
  closeLogger();
}

// Installed before PostgreSQL starts, so a Ctrl-C during start-up also stops it.
closeWithGrace({ delay: 15_000, logger }, async ({ signal, err }) => {
  if (err) logger.error({ err }, 'fatal error, shutting down');
  else logger.info({ signal }, 'shutting down');
  await shutDown();
});

try {
  let connectionString: string;
  if (config.database.kind === 'embedded') {
    logger.info({ dir: config.database.dir }, 'starting the embedded PostgreSQL');
    embedded = await startEmbeddedPostgres({
      dir: config.database.dir,
      database: 'celebra',
      log: (message) => logger.debug({ postgres: message }),
      // Nobody else would start it again: the app answers 503 meanwhile and its pools reconnect.
      restart: {
        shouldRestart: () => !isClosing,
        onEvent: (event) => {
          if (event.kind === 'restarted') logger.warn(event, 'the embedded PostgreSQL was started again');
          else if (event.kind === 'exited')
            logger.error(event, 'the embedded PostgreSQL stopped; starting it again');
          else logger.error(event, 'the embedded PostgreSQL could not be started again; trying later');
        },
      },
    });
    connectionString = embedded.connectionString;
  } else {
    connectionString = config.database.url;
  }

  const { aheadOfBuild } = await migrateDatabase(connectionString);
  if (aheadOfBuild)
    logger.warn('the database was migrated by a newer build; this one runs on it until it is replaced');
  // Every instance has the queue, a web-only one (JOBS=off) too: the app puts its mails there.
  // Loaded lazily, like the jobs, so the bundle's other entry points do not carry pg-boss.
  const { createQueue } = await import('./jobs/create-queue');
  queue = await createQueue({ connectionString, logger, schedules: config.jobs.enabled });
  const created = createDb(connectionString);
  pool = created.pool;
  // An idle connection dropped by the server (a restart, or Ctrl-C reaching postgres first)
  // must not crash the process; the pool replaces it on the next query.
  pool.on('error', (error) => {
    if (!isClosing) logger.error({ err: error }, 'idle database connection failed');
  });

  const storage = await createStorage(config.storage);
  // A wrong bucket or credentials stop the start here rather than fail every upload later. The
  // local folder is made first, as the storage plugin makes it: a first start has none yet.
  if (config.storage.kind === 'local') await mkdir(config.storage.dir, { recursive: true });
  await storage.check().catch((error: unknown) => {
    throw new StorageUnreachableError(
      `Storage ${describeStorage(config)} unreachable: check STORAGE_URL and the AWS credentials.`,
      { cause: error },
    );
  });
  // What a crash left half written (a failed write removes its own): swept while the server
  // already answers, since a large media folder takes a while to walk.
  if (storage instanceof LocalStorage)
    void storage.sweepTemporaryFiles().then(
      (removed) => {
        if (removed > 0) logger.info({ removed }, 'old temporary media files removed');
      },
      (error: unknown) => logger.warn({ err: error }, 'could not sweep the temporary media files'),
    );
  const isSeeded = config.shouldSeed && (await seedDemo(created.db, storage)).seeded;
  // Production never runs on fees nobody chose: 0 %, a free pre-registration, no holding.
  if (config.nodeEnv === 'production') {
    const money = await requireMoneySettings(created.db, config.platformSettings);
    if (money === 'seeded')
      logger.info(config.platformSettings ?? {}, 'platform money settings seeded from PLATFORM_*');
  }
  config = await startDemoServices(config);

  app = await buildApp({ config, db: created.db, storage, logger, queue: queue.boss });
  await app.listen({ port: config.port, host: config.host });
  if (app.metrics && config.metrics.port !== null)
    metricsServer = await serveMetrics(app.metrics.registry, {
      port: config.metrics.port,
      host: config.host,
    });
  // JOBS=off: a web-only instance queues mails but runs no worker nor schedule; another one does.
  if (config.jobs.enabled) {
    const { startJobs } = await import('./jobs/start-jobs');
    jobs = await startJobs(app.services, queue.boss);
  }
  printWelcome(config, isSeeded);
} catch (error) {
  // What a person can fix gets one plain line (cause and fix); the rest keeps its stack.
  const line = describeStartFailure(error, config);
  if (line) console.error(line);
  else logger.fatal({ err: error }, 'the server could not start');
  await shutDown().catch(() => {});
  process.exit(1);
}

/**
 * Demo mode: the external services left unconfigured (Mercado Pago; ViaCEP and Nominatim outside
 * production) are the mock-server's stand-ins, started in-process on a free port, and the config
 * handed to the app points at them. Imported lazily: a configured server never loads the mocks.
 */
async function startDemoServices(config: Config): Promise<Config> {
  const mocked = config.mockServer;
  if (!mocked.mercadoPago && !mocked.viaCep && !mocked.nominatim) return config;
  const { startMockServer } = await import('@celebra/mock-server');
  mockServer = await startMockServer({
    accessToken: config.mercadoPago.accessToken,
    webhookSecret: config.mercadoPago.webhookSecret,
  });
  const { url } = mockServer;
  logger.info({ url, ...mocked }, 'mock-server started for the services not configured');
  return {
    ...config,
    mercadoPago: mocked.mercadoPago ? { ...config.mercadoPago, apiUrl: url } : config.mercadoPago,
    geo: {
      viaCepUrl: mocked.viaCep ? url : config.geo.viaCepUrl,
      nominatimUrl: mocked.nominatim ? url : config.geo.nominatimUrl,
    },
  };
}

function printWelcome(config: Config, isSeeded: boolean): void {
  const lines = [
    '',
    'Celebra is running:',
    `  back office      ${config.appUrls.admin}`,
    `  host dashboard   ${config.appUrls.users}`,
    `  event site       ${config.appUrls.site}/<slug>`,
    `  API              ${config.publicUrl}/api  (OpenAPI: ${config.publicUrl}/api/openapi.json)`,
    `  readiness        ${config.publicUrl}/api/ready  (liveness: ${config.publicUrl}/api/health)`,
  ];
  if (config.metrics.port !== null)
    lines.push(`  metrics          http://${config.host}:${config.metrics.port}/metrics`);
  else if (config.metrics.token !== null)
    lines.push(`  metrics          ${config.publicUrl}/metrics  (Authorization: Bearer METRICS_TOKEN)`);
  if (mockServer)
    lines.push(`  mock-server      ${mockServer.url}  (stand-ins: Mercado Pago checkout, ViaCEP, Nominatim)`);
  if (config.shouldSeed) {
    lines.push('', isSeeded ? 'Demo data seeded. Demo logins:' : 'Demo logins:');
    for (const login of DEMO_LOGINS)
      lines.push(`  ${login.role.padEnd(16)} ${login.email} / ${login.password}`);
  }
  lines.push('', 'Ctrl-C stops the server (and the embedded PostgreSQL).', '');
  console.log(lines.join('\n'));
}
