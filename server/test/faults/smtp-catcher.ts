import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; messageId: string | undefined; raw: string };

/**
 * A real SMTP server on a fixed loopback port that keeps what it receives, and can be stopped and
 * started again on the same port, as a mail provider goes down and comes back.
 */
export function startSmtpCatcher(port: number) {
  const caught: CaughtMail[] = [];
  let server: SMTPServer | undefined;

  const start = () =>
    new Promise<void>((resolve, reject) => {
      const smtp = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('end', () => {
            const raw = Buffer.concat(chunks).toString('utf8');
            caught.push({
              to: session.envelope.rcptTo.map((address) => address.address),
              messageId: /^message-id:\s*(.+)$/im.exec(raw)?.[1]?.trim(),
              raw,
            });
            callback();
          });
        },
      });
      smtp.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => resolve());
      server = smtp;
    });

  const stop = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });

  return { url: `smtp://127.0.0.1:${port}`, caught, start, stop };
}
