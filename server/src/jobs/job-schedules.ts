import { expirePreRegistrations } from '../domain/pre-registration/expire-pre-registrations';
import type { Services } from '../domain/services';
import { makeImageWidths } from './make-image-widths/make-image-widths';
import { reconcilePayments } from './reconcile-payments/reconcile-payments';
import { removeGuestData } from './remove-guest-data/remove-guest-data';
import { sendDailySummaries } from './send-daily-summaries/send-daily-summaries';
import { NOTICE_SUMMARY_CRON, sendNoticeSummaries } from './send-notice-summaries/send-notice-summaries';
import { sweepOrphanMedia } from './sweep-orphan-media/sweep-orphan-media';

/** A job the queue runs on a cron schedule, one run at a time across every instance. */
export type ScheduledJob = {
  name: string;
  /** Five-field cron, in UTC. */
  cron: string;
  /** What one run does; its answer is kept as the job's output. */
  run: (services: Services, signal: AbortSignal) => Promise<object>;
};

/** A job sent once as the jobs start, for work that follows a deployment (filling in new data). */
export type StartupJob = {
  name: string;
  /** What one run does; its answer is kept as the job's output. */
  run: (services: Services, signal: AbortSignal) => Promise<object>;
};

/** A cron expression for every `minutes` minutes of the hour (60: once an hour, at minute 0). */
export function everyMinutes(minutes: number): string {
  return minutes >= 60 ? '0 * * * *' : `*/${minutes} * * * *`;
}

/**
 * Every day at 11:00 UTC, 08:00 in Brasília (no daylight saving time there since 2019): the host
 * reads the day before with the morning's mail.
 */
export const DAILY_SUMMARY_CRON = '0 11 * * *';

/** At minute 30 of every hour, away from the other jobs' minute 0. */
export const EXPIRE_PRE_REGISTRATIONS_CRON = '30 * * * *';

/** Every day at 06:15 UTC (03:15 in Brasília), when the site is quietest. */
export const REMOVE_GUEST_DATA_CRON = '15 6 * * *';

/** Every day at 05:45 UTC (02:45 in Brasília), away from the other jobs. */
export const SWEEP_ORPHAN_MEDIA_CRON = '45 5 * * *';

/** The jobs and when they run, from the configuration. */
export function jobSchedules(config: Services['config']): ScheduledJob[] {
  return [
    {
      name: 'reconcile-payments',
      cron: everyMinutes(config.jobs.reconcileIntervalMinutes),
      run: (services, signal) => reconcilePayments(services, { now: new Date(), signal }),
    },
    {
      name: 'send-daily-summaries',
      cron: DAILY_SUMMARY_CRON,
      run: (services, signal) => sendDailySummaries(services, { now: new Date(), signal }),
    },
    {
      // A host's notices past the few an hour mailed one by one, folded into one mail.
      name: 'send-notice-summaries',
      cron: NOTICE_SUMMARY_CRON,
      run: (services, signal) => sendNoticeSummaries(services, { now: new Date(), signal }),
    },
    {
      // Every hour: an unverified pre-registration lingers at most an hour past its 24 h.
      name: 'expire-pre-registrations',
      cron: EXPIRE_PRE_REGISTRATIONS_CRON,
      run: (services) =>
        expirePreRegistrations(services.db, {
          now: new Date(),
          checkoutExpirationHours: services.config.jobs.checkoutExpirationHours,
        }),
    },
    {
      // Guests' personal data of events past settings.guestDataRetentionMonths, anonymised.
      name: 'remove-guest-data',
      cron: REMOVE_GUEST_DATA_CRON,
      run: (services, signal) => removeGuestData(services, { now: new Date(), signal }),
    },
    {
      // Stored media no row points to (a removal that failed after its row changed), past an hour.
      name: 'sweep-orphan-media',
      cron: SWEEP_ORPHAN_MEDIA_CRON,
      run: (services, signal) => sweepOrphanMedia(services, { now: new Date(), signal }),
    },
  ];
}

/** The jobs sent at each start; running them again must change nothing. */
export function startupJobs(): StartupJob[] {
  return [
    {
      // The 800 and 1200 px copies of the images stored before every upload was kept in four widths.
      name: 'make-image-widths',
      run: (services, signal) => makeImageWidths(services, { signal }),
    },
  ];
}
