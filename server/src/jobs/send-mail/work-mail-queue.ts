import { sql } from 'drizzle-orm';
import type PgBoss from 'pg-boss';
import type { Services } from '../../domain/services';
import type { MailMessage } from '../../mail/mail-message';
import { MAIL_BATCH_SIZE, MAIL_WORKERS, queuedMessageId, SEND_MAIL_QUEUE } from '../../mail/mail-queue';

type MailJob = PgBoss.JobWithMetadata<MailMessage>;

/**
 * The mail queue's workers (MAIL_WORKERS of them): each takes up to MAIL_BATCH_SIZE mails a poll,
 * the highest priority first (mail-queue.ts's MAIL_PRIORITY), and delivers them at once over the
 * transport's pool. A mail the SMTP server refuses fails alone and is retried by the queue
 * (mail-queue.ts's MAIL_RETRY); the others of its batch are completed. A mail delivered, or given
 * up after its last try, is cleared in the queue's table at once: the completed job (kept there,
 * then in pg-boss's archive, for days) holds no address nor body, only its kind.
 */
export async function workMailQueue(
  services: Services,
  boss: PgBoss,
  options: {
    pollingIntervalSeconds?: number;
    track: <J>(handle: (jobs: J[]) => Promise<unknown>) => (jobs: J[]) => Promise<unknown>;
  },
): Promise<void> {
  const deliverOne = async (job: MailJob): Promise<boolean> => {
    // A job already cleared (an erasure) has nothing left to send.
    if (!job.data.to) return true;
    try {
      await services.mail.deliver(job.data, { messageId: queuedMessageId(job.id, services.config.mailFrom) });
      return true;
    } catch (error) {
      // Only the SMTP codes: a refusal's text may quote the recipient's address.
      const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
      const log = {
        job: SEND_MAIL_QUEUE,
        jobId: job.id,
        kind: job.data.kind ?? 'transactional',
        code,
        responseCode,
      };
      const isLastTry = job.retryCount >= job.retryLimit;
      if (isLastTry) services.log.error(log, 'an e-mail could not be delivered and its retries ran out');
      else services.log.warn(log, 'an e-mail could not be delivered; the queue tries it again');
      if (isLastTry) await clearMailJobs(services, [job.id]);
      await boss.fail(SEND_MAIL_QUEUE, job.id, { code: code ?? null, responseCode: responseCode ?? null });
      return false;
    }
  };

  const handle = options.track(async (jobs: MailJob[]) => {
    const delivered = await Promise.all(jobs.map(deliverOne));
    await clearMailJobs(
      services,
      jobs.filter((_, i) => delivered[i]).map((job) => job.id),
    );
    // Returning completes the batch's jobs still active: the failed ones were moved to retry.
  });

  const workOptions = {
    batchSize: MAIL_BATCH_SIZE,
    includeMetadata: true,
    ...(options.pollingIntervalSeconds === undefined
      ? {}
      : { pollingIntervalSeconds: options.pollingIntervalSeconds }),
  } as const;
  for (let i = 0; i < MAIL_WORKERS; i++) await boss.work<MailMessage>(SEND_MAIL_QUEUE, workOptions, handle);
}

/** Keeps only the kind of these mail jobs: their address, subject and body are no longer needed. */
async function clearMailJobs(services: Services, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await services.db.execute(
    sql`update pgboss.job set data = jsonb_build_object('kind', data->'kind')
        where name = ${SEND_MAIL_QUEUE} and id = any(${`{${ids.join(',')}}`}::uuid[])`,
  );
}
