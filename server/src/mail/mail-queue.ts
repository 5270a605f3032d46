import { randomUUID } from 'node:crypto';
import type PgBoss from 'pg-boss';
import { ensureQueue } from '../queue/ensure-queue';
import type { MailKind, MailMessage } from './mail-message';

/** The queue of the e-mails waiting for the SMTP server, worked by the JOBS=on instances. */
export const SEND_MAIL_QUEUE = 'send-mail';

/** How often and how far apart a mail the SMTP server did not take is tried again. */
export type MailRetry = { retryLimit: number; retryDelay: number; retryBackoff: boolean };

/**
 * pg-boss's backoff waits between d·2^(n-1) and d·2^n seconds before the n-th retry (d = 30 s):
 * 30–60 s, 1–2 min, 2–4, 4–8, 8–16, 16–32, 32–64 min, then 64–128 min before the 8th and last.
 * A mail is given up only after at least 7,650 s (2 h 7 min) of failures, so an SMTP outage of an
 * hour loses nothing; a mail that fails for good is logged as an error.
 */
export const MAIL_RETRY: MailRetry = { retryLimit: 8, retryDelay: 30, retryBackoff: true };

/**
 * The order the queue delivers in (pg-boss takes the highest priority first, then the oldest):
 * a security alert or a buyer's confirmation passes every reminder waiting, however many a host
 * queued, and a host's notices pass the summaries and reminders.
 */
export const MAIL_PRIORITY: Record<MailKind, number> = {
  security: 40,
  transactional: 30,
  notice: 20,
  summary: 10,
  reminder: 0,
};

/** The mails one worker takes in one poll and delivers at once over the transport's pool. */
export const MAIL_BATCH_SIZE = 25;
/** The mail queue's workers on a JOBS=on instance, each polling and delivering its own batches. */
export const MAIL_WORKERS = 2;

// One delivery is bounded by the transport's timeouts (create-mail-sender.ts: 20 s at worst); a
// worker that died holding a mail gives it back to the queue after this.
const DELIVERY_EXPIRY_SECONDS = 120;

/** Creates the mail queue, or brings an existing one's retry settings up to date. */
export async function createMailQueue(boss: PgBoss, retry: MailRetry = MAIL_RETRY): Promise<void> {
  await ensureQueue(boss, {
    name: SEND_MAIL_QUEUE,
    policy: 'standard',
    ...retry,
    expireInSeconds: DELIVERY_EXPIRY_SECONDS,
  });
}

/**
 * Puts a message in the mail queue and answers its job id. The id is chosen here, once per
 * message, and pg-boss inserts a job whose id already exists as nothing (ON CONFLICT DO NOTHING):
 * sending the same job twice queues it once. The message waits in the queue's table (pgboss
 * schema) until a worker delivers it, in MAIL_PRIORITY's order; the worker then clears it
 * (work-mail-queue.ts), so a delivered job keeps no address nor body.
 */
export async function enqueueMail(boss: PgBoss, message: MailMessage): Promise<string> {
  const id = randomUUID();
  const kind = message.kind ?? 'transactional';
  const data: MailMessage = {
    to: message.to,
    subject: message.subject,
    text: message.text,
    kind,
    ...(message.html === undefined ? {} : { html: message.html }),
    ...(message.listUnsubscribe === undefined ? {} : { listUnsubscribe: message.listUnsubscribe }),
  };
  const sent = await boss.send(SEND_MAIL_QUEUE, data, { id, priority: MAIL_PRIORITY[kind] });
  return sent ?? id;
}

/**
 * The Message-ID of a queued mail: the job's id at the sender's domain, the same on every try.
 *
 * What "once" means: a worker takes the job, hands the message to the SMTP server and then marks
 * the job completed. If the worker dies (or its database connection drops) after the SMTP server
 * accepted the message and before the completion, the job expires and is delivered again: the
 * delivery is at-least-once. The second copy carries the same Message-ID, by which receiving
 * servers and mail clients recognise and drop a duplicate.
 */
export function queuedMessageId(jobId: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'celebra.invalid';
  return `<${jobId}@${domain}>`;
}
