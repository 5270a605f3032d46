import type PgBoss from 'pg-boss';
import type { Services } from '../domain/services';
import { SEND_MAIL_QUEUE } from '../mail/mail-queue';
import { ensureQueue } from '../queue/ensure-queue';
import { jobSchedules, type ScheduledJob, type StartupJob, startupJobs } from './job-schedules';
import { workMailQueue } from './send-mail/work-mail-queue';

export type Jobs = {
  /** The queue the workers are on (createQueue's), for a test's look at its schedules and jobs. */
  boss: PgBoss;
  /**
   * Stops taking jobs and lets the running ones end (a scheduled job stops after the row in hand);
   * the queue itself stays open, for the app's mails, until main.ts stops it.
   */
  stop: () => Promise<void>;
};

export type StartJobsOptions = {
  /** How often a worker looks for a job sent to its queue (pg-boss's default: 2 s). */
  pollingIntervalSeconds?: number;
};

// A stuck run (a provider that answers nothing until every call times out) is given up after
// this and tried again; a run takes seconds.
const RUN_EXPIRY_SECONDS = 15 * 60;
// A job sent at start walks every row once (a first run may make thousands of image copies).
const STARTUP_RUN_EXPIRY_SECONDS = 4 * 60 * 60;
// How long the shutdown waits for a running job; main.ts's whole shutdown has 15 s.
const STOP_TIMEOUT_MS = 10_000;

/**
 * Registers, on a started queue (create-queue.ts), what a JOBS=on instance runs: every scheduled
 * job (job-schedules.ts) with its queue, cron schedule and worker, every startup job with its
 * queue and worker (sent once here), and the mail queue's worker.
 * Each scheduled job's queue has pg-boss's `stately` policy, at most one job waiting and one
 * running across every instance: a run never overlaps another, and a slow one does not pile up
 * the next ticks. The cron is evaluated by every JOBS=on instance but sent once per tick (pg-boss
 * keys each tick's send on the schedule's name and minute). A failed run is retried twice with
 * backoff, then waits for its next tick. Called by main.ts after the app listens; stopped first.
 */
export async function startJobs(
  services: Services,
  boss: PgBoss,
  options: StartJobsOptions = {},
): Promise<Jobs> {
  const stopping = new AbortController();
  const running = new Set<Promise<unknown>>();
  const workOptions =
    options.pollingIntervalSeconds === undefined
      ? {}
      : { pollingIntervalSeconds: options.pollingIntervalSeconds };
  /** A worker's handler, tracked so that stop() can wait for it. */
  const tracked =
    <J>(handle: (jobs: J[]) => Promise<unknown>) =>
    (jobs: J[]) => {
      const run = handle(jobs);
      running.add(run);
      const forget = () => running.delete(run);
      run.then(forget, forget);
      return run;
    };

  /** A job's worker: runs it, logs its output or failure, and keeps the output. */
  const worker = (job: ScheduledJob | StartupJob) =>
    tracked(async () => {
      const started = Date.now();
      try {
        const output = await job.run(services, stopping.signal);
        services.log.info({ job: job.name, ms: Date.now() - started, ...output }, 'job done');
        return output;
      } catch (error) {
        services.log.error({ err: error, job: job.name }, 'job failed');
        throw error;
      }
    });
  const queueOptions = {
    policy: 'stately',
    retryLimit: 2,
    retryDelay: 60,
    retryBackoff: true,
    expireInSeconds: RUN_EXPIRY_SECONDS,
  } as const;

  const names: string[] = [];
  for (const job of jobSchedules(services.config)) {
    await ensureQueue(boss, { name: job.name, ...queueOptions });
    await boss.schedule(job.name, job.cron, {}, { tz: 'UTC' });
    await boss.work(job.name, workOptions, worker(job));
    names.push(job.name);
  }

  // Sent by every starting instance, under one singleton key on a stately queue: of the instances
  // of a deployment one runs it, at most one more waits (and then finds nothing left to do).
  for (const job of startupJobs()) {
    await ensureQueue(boss, { name: job.name, ...queueOptions, expireInSeconds: STARTUP_RUN_EXPIRY_SECONDS });
    await boss.work(job.name, workOptions, worker(job));
    await boss.send(job.name, {}, { singletonKey: job.name });
    names.push(job.name);
  }

  // The mails queued by every instance (plugins/mail.ts), in batches, the most urgent first.
  await workMailQueue(services, boss, { ...workOptions, track: tracked });
  names.push(SEND_MAIL_QUEUE);

  return {
    boss,
    stop: async () => {
      stopping.abort();
      for (const name of names) await boss.offWork(name);
      const timeout = new Promise((resolve) => setTimeout(resolve, STOP_TIMEOUT_MS).unref());
      await Promise.race([Promise.allSettled([...running]), timeout]);
    },
  };
}
