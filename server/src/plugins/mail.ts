import fp from 'fastify-plugin';
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
 */
export default fp<{ sender?: MailSender }>(
  async (app, options) => {
    const sender = options.sender ?? createMailSender(app.config.mail, app.config.mailFrom);
    app.decorate('mail', {
      send: async (message: MailMessage) => {
        try {
          await sender.send(message);
        } catch (error) {
          app.log.error({ err: error, subject: message.subject }, 'an e-mail could not be sent');
        }
      },
    });
    app.addHook('onClose', async () => sender.close());
  },
  { name: 'mail' },
);
