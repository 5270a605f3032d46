import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import { holdNotice } from '../domain/notification/hold-notice';
import { isUnsubscribed } from '../domain/notification/is-unsubscribed';
import { mailCap } from '../mail/count-mails-to';
import { createMailSender } from '../mail/create-mail-sender';
import type { Mail } from '../mail/mail';
import type { MailMessage, MailSender } from '../mail/mail-message';
import { enqueueMail } from '../mail/mail-queue';

declare module 'fastify' {
  interface FastifyInstance {
    mail: Mail;
  }
}

/** What send() does with a message before handing it on. */
type Verdict = 'send' | 'hold' | 'drop';

/**
 * `app.mail.send(message)`: delivers through the configured transport and NEVER rejects. An
 * e-mail is a courtesy that follows something already done (a purchase approved, a message
 * stored), so a mail server that is down is logged and the request that caused the mail succeeds.
 *
 * Some mails go to an address a visitor typed (a registration, a guest's purchase) or are caused
 * by visitors (a message to the hosts), so the platform could be made to flood a mailbox. What
 * holds each mail back depends on its kind (mail-message.ts's MailKind):
 * - security mails and summaries are never counted nor dropped; a security mail the queue cannot
 *   take is sent inline instead;
 * - a host's notices: NOTICES_PER_HOST_PER_HOUR an hour go one by one, the rest are kept as lines
 *   of the notices' summary (jobs/send-notice-summaries), which mails them all within 15 minutes;
 * - everything else: each address receives at most MAILS_PER_RECIPIENT_PER_HOUR mails an hour,
 *   counted in PostgreSQL across instances whatever the route; the rest are dropped and logged,
 *   without the address. A mail that follows a payment received is counted but never dropped.
 *   When the counter cannot be read the mail is dropped too: the cap holds even then.
 * - a reminder to an address that asked not to receive them is dropped before anything else.
 *
 * With a `queue` (main.ts: every instance of a running server) an allowed mail is put in the
 * pg-boss queue (jobs/send-mail) instead of being sent: a worker on a JOBS=on instance delivers
 * it and retries it through an SMTP outage. A queue that cannot take it is logged like a failed
 * send. Without a queue (the tests' apps, scripts) the mail is sent here, inline.
 */
export default fp<{ sender?: MailSender; queue?: PgBoss }>(
  async (app, options) => {
    const sender = options.sender ?? createMailSender(app.config.mail, app.config.mailFrom);
    const cap = mailCap(app.db);
    const counterFailed = (error: unknown) => {
      app.log.error({ err: error }, 'the mails-per-recipient counter could not be read');
      return false;
    };

    // Log lines name a mail's kind, never its subject or address: subjects carry guests' names.
    const judge = async (message: MailMessage): Promise<Verdict> => {
      const kind = message.kind ?? 'transactional';
      if (kind === 'security' || kind === 'summary') return 'send';
      if (kind === 'notice' && message.notice) {
        // A counter that cannot be read keeps the notice for the summary: it is held, not lost.
        return (await cap.mayNotify(message.notice.userId).catch(counterFailed)) ? 'send' : 'hold';
      }
      if (kind === 'reminder' && (await isUnsubscribed(app.db, message.to))) {
        app.log.info(
          { kind: message.kind ?? 'transactional' },
          'a reminder was dropped: its recipient unsubscribed',
        );
        return 'drop';
      }
      const allowed = await cap.mayMail(message.to).catch(counterFailed);
      if (allowed || message.followsPayment) return 'send';
      app.log.warn(
        { kind: message.kind ?? 'transactional' },
        'an e-mail was dropped: its recipient got the most mails an hour allows',
      );
      return 'drop';
    };

    const trySend = async (message: MailMessage): Promise<boolean> => {
      try {
        const verdict = await judge(message);
        if (verdict === 'drop') return false;
        if (verdict === 'hold' && message.notice) {
          await holdNotice(app.db, message.notice);
          return true;
        }
        if (options.queue) await enqueueMail(options.queue, message);
        else await sender.send(message);
        return true;
      } catch (error) {
        app.log.error(
          { err: error, kind: message.kind ?? 'transactional' },
          options.queue ? 'an e-mail could not be queued' : 'an e-mail could not be sent',
        );
        if (message.kind !== 'security' || !options.queue) return false;
        // A security alert is never dropped: the queue that cannot take it is passed by.
        return sender.send(message).then(
          () => true,
          (inline: unknown) => {
            app.log.error({ err: inline, kind: 'security' }, 'a security e-mail could not be sent');
            return false;
          },
        );
      }
    };

    app.decorate('mail', {
      send: async (message: MailMessage) => {
        await trySend(message);
      },
      trySend,
      deliver: (message: MailMessage, deliverOptions?: { messageId?: string }) =>
        sender.send(message, deliverOptions),
    });
    app.addHook('onClose', async () => sender.close());
  },
  { name: 'mail', dependencies: ['db'] },
);
