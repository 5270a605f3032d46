import fp from 'fastify-plugin';
import type PgBoss from 'pg-boss';
import { mailCap } from '../mail/count-mails-to';
import { createMailSender } from '../mail/create-mail-sender';
import type { MailMessage, MailSender } from '../mail/mail-message';
import { enqueueMail } from '../mail/mail-queue';

declare module 'fastify' {
  interface FastifyInstance {
    mail: {
      send: (message: MailMessage) => Promise<void>;
      /**
       * Hands one message to the transport, with no allowance and no queue, and rejects when it
       * fails: only for the mail queue's worker, which retries it (the allowance was counted when
       * the message was queued).
       */
      deliver: (message: MailMessage, options?: { messageId?: string }) => Promise<void>;
    };
  }
}

/**
 * `app.mail.send(message)`: delivers through the configured transport and NEVER rejects. An
 * e-mail is a courtesy that follows something already done (a purchase approved, a message
 * stored), so a mail server that is down is logged and the request that caused the mail succeeds.
 *
 * Some mails go to an address a visitor typed (a registration, a guest's purchase) or are caused
 * by visitors (a message to the hosts), so the platform could be made to flood a mailbox. Each
 * address receives at most MAILS_PER_RECIPIENT_PER_HOUR mails an hour, counted in PostgreSQL
 * across instances whatever the route; the rest are dropped and logged, without the address.
 * A mail that follows a payment received is counted but never dropped (see MailMessage).
 * When the counter cannot be read the mail is dropped too: the cap holds even then.
 *
 * With a `queue` (main.ts: every instance of a running server) an allowed mail is put in the
 * pg-boss queue (jobs/send-mail) instead of being sent: a worker on a JOBS=on instance delivers
 * it and retries it through an SMTP outage. A queue that cannot take it is logged like a failed
 * send. Without a queue (the tests' apps, scripts) the mail is sent here, inline.
 */
export default fp<{ sender?: MailSender; queue?: PgBoss }>(
  async (app, options) => {
    const sender = options.sender ?? createMailSender(app.config.mail, app.config.mailFrom);
    const mayMail = mailCap(app.db);
    app.decorate('mail', {
      send: async (message: MailMessage) => {
        try {
          const allowed = await mayMail(message.to).catch((error: unknown) => {
            app.log.error({ err: error }, 'the mails-per-recipient counter could not be read');
            return false;
          });
          if (!allowed && !message.followsPayment) {
            app.log.warn(
              { subject: message.subject },
              'an e-mail was dropped: its recipient got the most mails an hour allows',
            );
            return;
          }
          if (options.queue) await enqueueMail(options.queue, message);
          else await sender.send(message);
        } catch (error) {
          app.log.error(
            { err: error, subject: message.subject },
            options.queue ? 'an e-mail could not be queued' : 'an e-mail could not be sent',
          );
        }
      },
      deliver: (message: MailMessage, deliverOptions?: { messageId?: string }) =>
        sender.send(message, deliverOptions),
    });
    app.addHook('onClose', async () => sender.close());
  },
  { name: 'mail', dependencies: ['db'] },
);
