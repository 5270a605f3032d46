import type PgBoss from 'pg-boss';
import type { Logger } from 'pino';
import { createMailQueue, type MailRetry } from '../mail/mail-queue';

export type Queue = {
  /** The started queue: the app sends to it (mail), startJobs adds the workers and schedules. */
  boss: PgBoss;
  /** Closes the queue's connections; a running worker should have been stopped first (Jobs.stop). */
  stop: () => Promise<void>;
};

export type CreateQueueOptions = {
  /** The app's database: the queue keeps its tables in a schema of its own there (pgboss). */
  connectionString: string;
  logger: Pick<Logger, 'error'>;
  /**
   * Whether this instance evaluates the cron schedules (JOBS=on). A web-only instance only sends
   * jobs; the schedules are another instance's.
   */
  schedules: boolean;
  /** The mail queue's retries (send-mail/mail-queue.ts's MAIL_RETRY); tests shorten them. */
  mailRetry?: MailRetry;
  /**
   * How often the cron schedules are evaluated and a due tick is sent (pg-boss's defaults: 30 s
   * and 5 s, plenty for schedules in whole minutes); tests shorten it.
   */
  cronIntervalSeconds?: number;
};

/**
 * Starts the job queue (pg-boss) on the app's PostgreSQL, on every instance, with no worker: a
 * web-only instance (JOBS=off) must still queue its mails. On a fresh database pg-boss creates its
 * schema under a PostgreSQL advisory lock, so instances that start together create it once.
 * Called by main.ts right after the migrations; startJobs adds workers and schedules on JOBS=on.
 */
export async function createQueue(options: CreateQueueOptions): Promise<Queue> {
  // Imported here, not at the top: the server is bundled into one file and the tests' apps, which
  // run no queue, should not load its code.
  const { default: PgBossQueue } = await import('pg-boss');
  const boss = new PgBossQueue({
    connectionString: options.connectionString,
    application_name: 'celebra-jobs',
    max: 3,
    schedule: options.schedules,
    ...(options.cronIntervalSeconds === undefined
      ? {}
      : {
          cronMonitorIntervalSeconds: options.cronIntervalSeconds,
          cronWorkerIntervalSeconds: options.cronIntervalSeconds,
        }),
  });
  // Without a listener an 'error' event (a dropped connection) would end the process.
  boss.on('error', (error) => options.logger.error({ err: error }, 'job queue error'));
  try {
    await boss.start();
    await createMailQueue(boss, options.mailRetry);
  } catch (error) {
    // A start that failed half-way must not leave the queue's connections open behind it.
    await boss.stop({ graceful: false }).catch(() => {});
    throw error;
  }
  return { boss, stop: () => boss.stop({ graceful: false }) };
}
