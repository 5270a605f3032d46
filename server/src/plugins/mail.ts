import fp from 'fastify-plugin';
import { mailCap } from '../mail/count-mails-to';
import { createMailSender } from '../mail/create-mail-sender';
import type { MailMessage, MailSender } from '../mail/mail-message';

declare module 'fastify' {
  interface FastifyInstance {
    mail: { send: (message: MailMessage) => Promise<void> };
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
 */
export default fp<{ sender?: MailSender }>(
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
          await sender.send(message);
        } catch (error) {
          app.log.error({ err: error, subject: message.subject }, 'an e-mail could not be sent');
        }
      },
    });
    app.addHook('onClose', async () => sender.close());
  },
  { name: 'mail', dependencies: ['db'] },
);
