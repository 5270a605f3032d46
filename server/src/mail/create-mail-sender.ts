import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { MailMessage, MailSender } from './mail-message';

// A dead or slow SMTP server must not hold the request that sent the mail for minutes
// (nodemailer's defaults are 2 minutes for the connection and 10 for the socket).
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/**
 * The configured delivery: SMTP when SMTP_URL is set, otherwise each message is rendered to MIME
 * by nodemailer's stream transport and written to DATA_DIR/outbox as an .eml file that any mail
 * client opens (the demo's and the tests' inbox).
 */
export function createMailSender(mail: Config['mail'], from: string): MailSender {
  if (mail.kind === 'smtp') {
    const transport = nodemailer.createTransport({ url: mail.url, ...SMTP_TIMEOUTS });
    return {
      send: async (message, options) => {
        await transport.sendMail({
          from,
          messageId: options?.messageId,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
        });
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let isDirReady: Promise<unknown> | undefined;
  return {
    send: async (message: MailMessage, options) => {
      const info = await transport.sendMail({
        from,
        messageId: options?.messageId,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
      });
      isDirReady ??= mkdir(mail.dir, { recursive: true });
      await isDirReady;
      await writeFile(path.join(mail.dir, outboxFileName()), info.message as Buffer);
    },
    close: () => transport.close(),
  };
}

/** Time first so a folder listing is in sending order; the random tail keeps same-millisecond mails apart. */
function outboxFileName(): string {
  const time = new Date().toISOString().replace(/[:.]/g, '-');
  return `${time}-${randomBytes(4).toString('hex')}.eml`;
}
