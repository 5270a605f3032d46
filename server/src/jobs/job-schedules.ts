import type { FastifyInstance } from 'fastify';
import { reconcilePayments } from './reconcile-payments/reconcile-payments';

/** A job the queue runs on a cron schedule, one run at a time across every instance. */
export type ScheduledJob = {
  name: string;
  /** Five-field cron, in UTC. */
  cron: string;
  /** What one run does; its answer is kept as the job's output. */
  run: (app: FastifyInstance, signal: AbortSignal) => Promise<object>;
};

/** A cron expression for every `minutes` minutes of the hour (60: once an hour, at minute 0). */
export function everyMinutes(minutes: number): string {
  return minutes >= 60 ? '0 * * * *' : `*/${minutes} * * * *`;
}

/** The jobs and when they run, from the configuration. */
export function jobSchedules(config: FastifyInstance['config']): ScheduledJob[] {
  return [
    {
      name: 'reconcile-payments',
      cron: everyMinutes(config.jobs.reconcileIntervalMinutes),
      run: (app, signal) => reconcilePayments(app, { now: new Date(), signal }),
    },
  ];
}
