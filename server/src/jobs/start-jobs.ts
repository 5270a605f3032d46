import type { FastifyInstance } from 'fastify';
import type PgBoss from 'pg-boss';
import { jobSchedules } from './job-schedules';

export type Jobs = {
  /** The queue itself, for a test's look at its schedules and jobs. */
  boss: PgBoss;
  /** Stops taking jobs, lets the running one end (it stops after the row in hand), closes the queue's connections. */
  stop: () => Promise<void>;
};

export type StartJobsOptions = {
  /** The app's database: the queue keeps its tables in a schema of its own there (pgboss). */
  connectionString: string;
  /** How often a worker looks for a job sent to its queue (pg-boss's default: 2 s). */
  pollingIntervalSeconds?: number;
};

// A stuck run (a provider that answers nothing until every call times out) is given up after
// this and tried again; a run takes seconds.
const RUN_EXPIRY_SECONDS = 15 * 60;
// How long the shutdown waits for a running job; main.ts's whole shutdown has 15 s.
const STOP_TIMEOUT_MS = 10_000;

/**
 * Starts the job queue (pg-boss) on the app's PostgreSQL and registers every scheduled job
 * (job-schedules.ts): its queue, its cron schedule and its worker. Each queue has pg-boss's
 * `stately` policy, at most one job waiting and one running across every instance: a run never
 * overlaps another, and a slow one does not pile up the next ticks. The cron is evaluated by every
 * instance's queue but sent once per tick (pg-boss keys each tick's send on the schedule's name
 * and minute). A failed run is retried twice with backoff, then waits for its next tick.
 * Called by main.ts after the migrations and the app, and stopped before the app and its pool.
 */
export async function startJobs(app: FastifyInstance, options: StartJobsOptions): Promise<Jobs> {
  // Imported here, not at the top: the server is bundled into one file, and a web-only instance
  // (JOBS=off) should not load the queue's code at all.
  const { default: Queue } = await import('pg-boss');
  const boss = new Queue({
    connectionString: options.connectionString,
    application_name: 'celebra-jobs',
    max: 3,
  });
  // Without a listener an 'error' event (a dropped connection) would end the process.
  boss.on('error', (error) => app.log.error({ err: error }, 'job queue error'));
  const stopping = new AbortController();
  try {
    await boss.start();
    await registerJobs(app, boss, stopping.signal, options);
  } catch (error) {
    // A start that failed half-way must not leave the queue's connections open behind it.
    await boss.stop({ graceful: false }).catch(() => {});
    throw error;
  }

  return {
    boss,
    stop: async () => {
      stopping.abort();
      await boss.stop({ graceful: true, wait: true, timeout: STOP_TIMEOUT_MS });
    },
  };
}

/** Each job's queue, cron schedule and worker; `signal` aborts when the process stops. */
async function registerJobs(
  app: FastifyInstance,
  boss: PgBoss,
  signal: AbortSignal,
  options: StartJobsOptions,
): Promise<void> {
  for (const job of jobSchedules(app.config)) {
    await boss.createQueue(job.name, {
      name: job.name,
      policy: 'stately',
      retryLimit: 2,
      retryDelay: 60,
      retryBackoff: true,
      expireInSeconds: RUN_EXPIRY_SECONDS,
    });
    await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    const workOptions =
      options.pollingIntervalSeconds === undefined
        ? {}
        : { pollingIntervalSeconds: options.pollingIntervalSeconds };
    await boss.work(job.name, workOptions, async () => {
      const started = Date.now();
      try {
        const output = await job.run(app, signal);
        app.log.info({ job: job.name, ms: Date.now() - started, ...output }, 'job done');
        return output;
      } catch (error) {
        app.log.error({ err: error, job: job.name }, 'job failed');
        throw error;
      }
    });
  }
}
