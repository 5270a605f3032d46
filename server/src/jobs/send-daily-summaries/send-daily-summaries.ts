import { claimDailySummary } from '../../domain/notification/claim-daily-summary';
import { countDailyActivity, hasActivity } from '../../domain/notification/count-daily-activity';
import { findSummaryHosts } from '../../domain/notification/find-summary-hosts';
import type { Services } from '../../domain/services';
import { dailySummaryMail } from '../../mail/templates/daily-summary';

/** What one run did, kept by the queue as the job's output and logged. */
export type DailySummariesRun = {
  /** Hosts with the summary on and an active event. */
  hosts: number;
  /** Summaries mailed. */
  sent: number;
  /** Hosts with nothing new since their last summary (or already sent today): no mail. */
  skipped: number;
  /** Hosts the database failed for; the others went on. */
  failed: number;
  /** The process is stopping: the run ended after the host in hand. */
  stoppedEarly: boolean;
};

export type DailySummariesOptions = {
  /** The run's clock: the end of the window, and the mark of the summaries sent. */
  now: Date;
  /** Aborted when the process stops. */
  signal?: AbortSignal;
};

const DAY_MS = 24 * 60 * 60_000;

/**
 * `send-daily-summaries`: each morning, to every active host who turned the daily summary on
 * (users.notifyDailySummary) and has an active event, what happened since their last summary, at
 * most the last 24 hours: gifts approved and the host's share, messages, presence answers, and the
 * guest list to date. Nothing happened, no mail. The host is claimed (dailySummarySentAt set by a
 * conditional update) before the mail goes, so a run tried again, or a second one the same day,
 * sends nothing to a host already summarised. A failure for one host is logged with their id only
 * and the run goes on.
 */
export async function sendDailySummaries(
  services: Pick<Services, 'config' | 'db' | 'log' | 'mail'>,
  { now, signal }: DailySummariesOptions,
): Promise<DailySummariesRun> {
  const hosts = await findSummaryHosts(services.db);
  const run: DailySummariesRun = { hosts: hosts.length, sent: 0, skipped: 0, failed: 0, stoppedEarly: false };
  const dayAgo = new Date(now.getTime() - DAY_MS);
  for (const host of hosts) {
    if (signal?.aborted) {
      run.stoppedEarly = true;
      break;
    }
    try {
      const lastSent = host.dailySummarySentAt;
      const from = lastSent && lastSent > dayAgo ? lastSent : dayAgo;
      const activity = await countDailyActivity(services.db, host.id, { from, to: now });
      if (!hasActivity(activity) || !(await claimDailySummary(services.db, host.id, now))) {
        run.skipped++;
        continue;
      }
      await services.mail.send(
        dailySummaryMail({
          to: host.email,
          hostName: host.firstName,
          eventTitle: host.eventTitle,
          ...activity,
          dashboardUrl: services.config.appUrls.users,
        }),
      );
      run.sent++;
    } catch (error) {
      run.failed++;
      // The host's id and the error's kind: no e-mail, no name, no database value.
      services.log.error(
        {
          job: 'send-daily-summaries',
          userId: host.id,
          error: error instanceof Error ? error.name : 'unknown',
        },
        'daily summary failed',
      );
    }
  }
  return run;
}
