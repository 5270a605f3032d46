import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import SMTPPool from 'nodemailer/lib/smtp-pool/index.js';
import type { Config } from '../config';
import type { MailMessage, MailSender } from './mail-message';

// A dead or slow SMTP server must not hold the request that sent the mail for minutes
// (nodemailer's defaults are 2 minutes for the connection and 10 for the socket).
const SMTP_TIMEOUTS = { connectionTimeout: 5_000, greetingTimeout: 5_000, socketTimeout: 10_000 };

/**
 * The SMTP connections kept open and shared by the mails of a queue's batch, each reused for up to
 * 100 messages: the batch is delivered over them at once instead of one handshake per mail.
 */
export const SMTP_POOL = { pool: true, maxConnections: 5, maxMessages: 100 } as const;

/** nodemailer's fields of a message, the same for both transports. */
function envelope(from: string, message: MailMessage, messageId: string | undefined) {
  return {
    from,
    messageId,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    ...(message.listUnsubscribe
      ? {
          list: { unsubscribe: message.listUnsubscribe },
          headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
        }
      : {}),
  };
}

/**
 * The configured delivery: SMTP when SMTP_URL is set, otherwise each message is rendered to MIME
 * by nodemailer's stream transport and written to DATA_DIR/outbox as an .eml file that any mail
 * client opens (the demo's and the tests' inbox).
 */
export function createMailSender(mail: Config['mail'], from: string): MailSender {
  if (mail.kind === 'smtp') {
    // The pool built here, not from createTransport's options: given a `url`, createTransport
    // reads the URL alone and would drop the timeouts and the pool's settings.
    const transport = nodemailer.createTransport(
      new SMTPPool({ url: mail.url, ...SMTP_TIMEOUTS, ...SMTP_POOL }),
    );
    return {
      send: async (message, options) => {
        await transport.sendMail(envelope(from, message, options?.messageId));
      },
      close: () => transport.close(),
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  let isDirReady: Promise<unknown> | undefined;
  return {
    send: async (message: MailMessage, options) => {
      const info = await transport.sendMail(envelope(from, message, options?.messageId));
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
