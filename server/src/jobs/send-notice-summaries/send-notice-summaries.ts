import {
  deleteHeldNotices,
  findDueNoticeHosts,
  findHeldNotices,
} from '../../domain/notification/find-held-notices';
import type { Services } from '../../domain/services';
import { noticeSummaryMail } from '../../mail/templates/index';

/** Every five minutes: with the gathering below, a held notice is mailed within 15 minutes. */
export const NOTICE_SUMMARY_CRON = '*/5 * * * *';

/**
 * How long the first held notice waits for others to join it before its summary is due: at least
 * this, at most this plus the cron's five minutes (and the queue's lag), so 10 minutes at worst.
 */
export const NOTICE_GATHER_MS = 5 * 60_000;

export type NoticeSummariesRun = { hosts: number; sent: number; notices: number; failed: number };

/**
 * `send-notice-summaries`: to each host whose first held notice (plugins/mail.ts holds a host's
 * notices past NOTICES_PER_HOST_PER_HOUR) has waited NOTICE_GATHER_MS, one mail listing every
 * notice held for them, oldest first. The notices are deleted only once the summary is queued, and
 * only those it lists: a mail that cannot be queued leaves them for the next run, and a notice
 * held meanwhile waits for the next summary. A failure for one host is logged with their id only.
 */
export async function sendNoticeSummaries(
  services: Pick<Services, 'config' | 'db' | 'log' | 'mail'>,
  { now, signal }: { now: Date; signal?: AbortSignal },
): Promise<NoticeSummariesRun> {
  const hosts = await findDueNoticeHosts(services.db, new Date(now.getTime() - NOTICE_GATHER_MS));
  const run: NoticeSummariesRun = { hosts: hosts.length, sent: 0, notices: 0, failed: 0 };
  for (const userId of hosts) {
    if (signal?.aborted) break;
    try {
      const { host, notices } = await findHeldNotices(services.db, userId, now);
      if (!host || notices.length === 0) continue;
      const queued = await services.mail.trySend(
        noticeSummaryMail({
          to: host.email,
          hostName: host.firstName,
          lines: notices.map((notice) => notice.line),
          dashboardUrl: services.config.appUrls.users,
        }),
      );
      if (!queued) {
        run.failed++;
        continue;
      }
      await deleteHeldNotices(
        services.db,
        notices.map((notice) => notice.id),
      );
      run.sent++;
      run.notices += notices.length;
    } catch (error) {
      run.failed++;
      services.log.error(
        { job: 'send-notice-summaries', userId, error: error instanceof Error ? error.name : 'unknown' },
        'notice summary failed',
      );
    }
  }
  return run;
}
