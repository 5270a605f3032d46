import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createQueue, type Queue } from '../../src/jobs/create-queue';
import { type Jobs, startJobs } from '../../src/jobs/start-jobs';
import { MAILS_PER_RECIPIENT_PER_HOUR } from '../../src/mail/count-mails-to';
import { connectTestDatabase, createTestDatabase } from '../helpers/test-database';

/** A mail as the SMTP server received it. */
type Received = { to: string[]; raw: string };

/**
 * A real SMTP server on a fixed local port, which can be stopped and started again on the same
 * port (an outage), or made to refuse every mail with 421 (a server that is busy).
 */
async function startSmtpServer() {
  const received: Received[] = [];
  let refusing = false;
  const create = () =>
    new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onRcptTo: (_address, _session, callback) => {
        if (!refusing) return callback();
        const error = Object.assign(new Error('Serviço indisponível, tente mais tarde'), {
          responseCode: 421,
        });
        callback(error);
      },
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map(({ address }) => address),
            raw: Buffer.concat(chunks).toString('utf8'),
          });
          callback();
        });
      },
    });
  const listen = (server: SMTPServer, port: number) =>
    new Promise<number>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = (server as unknown as { server: { address: () => AddressInfo } }).server.address();
        resolve(address.port);
      });
    });
  let server = create();
  const port = await listen(server, 0);
  return {
    port,
    received,
    refuse: (value: boolean) => {
      refusing = value;
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
    start: async () => {
      server = create();
      await listen(server, port);
    },
  };
}

const smtp = await startSmtpServer();
const database = await createTestDatabase();
const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-test-mail-queue-'));
const config = loadConfig({
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  SEED: 'none',
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
});
const logLines: string[] = [];
const logger = pino({ level: 'info' }, { write: (line: string) => logLines.push(line) });

// An instance with JOBS=on: the queue, the app on it, the workers; retries one second apart.
const { db, pool } = connectTestDatabase(database.url);
const queue: Queue = await createQueue({
  connectionString: database.url,
  logger,
  schedules: false,
  mailRetry: { retryLimit: 20, retryDelay: 1, retryBackoff: false },
});
const app: FastifyInstance = await buildApp({ config, db, logger, queue: queue.boss });
const jobs: Jobs = await startJobs(app, queue.boss, { pollingIntervalSeconds: 0.5 });

afterAll(async () => {
  await jobs.stop();
  await app.close();
  await queue.stop();
  await pool.end();
  await smtp.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const mailsTo = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

/**
 * Waits until every mail queued so far is delivered (or given up): no job of the mail queue is
 * waiting, running or due for another try, so no further copy of any of them can come.
 */
async function queueSettled() {
  await vi.waitFor(
    async () => {
      const { rows } = await db.execute<{ waiting: number }>(
        sql`select count(*)::int as waiting from pgboss.job
            where name = 'send-mail' and state in ('created', 'retry', 'active')`,
      );
      expect(rows[0]?.waiting).toBe(0);
    },
    { timeout: 15_000 },
  );
}

/** The tries made of the queued mail about `subject`, while it waits for its next one. */
async function triesOf(subject: string): Promise<number | undefined> {
  const { rows } = await db.execute<{ retry_count: number }>(
    sql`select retry_count from pgboss.job
        where name = 'send-mail' and state = 'retry' and data->>'subject' = ${subject}`,
  );
  return rows[0]?.retry_count;
}

describe('mail through the queue', () => {
  it('delivers a mail sent by the app through the queue once, with a Message-ID from its job', async () => {
    await app.mail.send({ to: 'ana@example.com', subject: 'Bem-vinda', text: 'Olá, Ana' });

    await vi.waitFor(() => expect(mailsTo('ana@example.com')).toHaveLength(1), { timeout: 10_000 });
    const [mail] = mailsTo('ana@example.com');
    expect(mail?.raw).toContain('Subject: Bem-vinda');
    expect(mail?.raw).toMatch(/Message-ID: <[0-9a-f-]{36}@celebra\.dev>/i);
    const jobId = /Message-ID: <([0-9a-f-]{36})@/i.exec(mail?.raw ?? '')?.[1] ?? '';
    await vi.waitFor(async () =>
      expect((await queue.boss.getJobById('send-mail', jobId))?.state).toBe('completed'),
    );
    // A completed job is never taken again: every copy there is has come.
    expect(mailsTo('ana@example.com')).toHaveLength(1);
  });

  it('keeps a mail through an SMTP outage and delivers it once when the server is back', async () => {
    await smtp.stop();
    await app.mail.send({ to: 'bia@example.com', subject: 'Seu presente chegou', text: 'Obrigado!' });
    // Tried and failed while the server is down.
    await vi.waitFor(() => expect(logLines.join('')).toContain('an e-mail could not be delivered'), {
      timeout: 10_000,
    });
    // Kept in the queue for another try, more than once.
    await vi.waitFor(async () => expect(await triesOf('Seu presente chegou')).toBeGreaterThan(1), {
      timeout: 15_000,
    });
    expect(mailsTo('bia@example.com')).toHaveLength(0);

    await smtp.start();
    await vi.waitFor(() => expect(mailsTo('bia@example.com')).toHaveLength(1), { timeout: 15_000 });
    await queueSettled();
    expect(mailsTo('bia@example.com')).toHaveLength(1);
    // The failures were logged without the address.
    expect(logLines.join('')).not.toContain('bia@example.com');
  });

  it('retries a mail the SMTP server refuses with 421, and delivers it once when it accepts again', async () => {
    smtp.refuse(true);
    await app.mail.send({ to: 'caio@example.com', subject: 'Lembrete', text: 'Amanhã é o grande dia' });
    // The job waits for its next try in the queue's table (pgboss schema), refused more than once.
    await vi.waitFor(async () => expect(await triesOf('Lembrete')).toBeGreaterThan(1), { timeout: 15_000 });
    expect(mailsTo('caio@example.com')).toHaveLength(0);

    smtp.refuse(false);
    await vi.waitFor(() => expect(mailsTo('caio@example.com')).toHaveLength(1), { timeout: 15_000 });
    await queueSettled();
    expect(mailsTo('caio@example.com')).toHaveLength(1);
  });

  it('still holds each address to its hourly allowance: the mail past it is dropped, not queued', async () => {
    for (let i = 1; i <= MAILS_PER_RECIPIENT_PER_HOUR + 1; i++)
      await app.mail.send({ to: 'duda@example.com', subject: `Aviso ${i}`, text: 'Olá' });

    await vi.waitFor(() => expect(mailsTo('duda@example.com')).toHaveLength(MAILS_PER_RECIPIENT_PER_HOUR), {
      timeout: 15_000,
    });
    await queueSettled();
    expect(mailsTo('duda@example.com')).toHaveLength(MAILS_PER_RECIPIENT_PER_HOUR);
    expect(logLines.join('')).toContain('its recipient got the most mails an hour allows');
  });
});

describe('a queue that cannot take a mail', () => {
  it('does not fail the request that sent it: the registration succeeds, the failure is logged without the address', async () => {
    // A second instance whose queue has gone away (its database connections closed).
    const broken = await createQueue({ connectionString: database.url, logger, schedules: false });
    await broken.stop();
    const lines: string[] = [];
    const brokenLogger = pino({ level: 'info' }, { write: (line: string) => lines.push(line) });
    const other = await buildApp({ config, db, logger: brokenLogger, queue: broken.boss });
    try {
      const email = 'eva.lima@example.com';
      const response = await other.inject({
        method: 'POST',
        url: '/api/users/pre-register',
        payload: {
          firstName: 'Eva',
          lastName: 'Lima',
          phoneNumber: '(11) 91234-5678',
          email,
          password: 'segredo123',
          confirmPassword: 'segredo123',
          acceptTerms: true,
        },
      });
      expect(response.statusCode).toBeLessThan(300);
      expect(lines.join('')).toContain('an e-mail could not be queued');
      expect(lines.join('')).not.toContain(email);
      // Nothing of it waits in the queue to be delivered later.
      const { rows } = await db.execute(
        sql`select id from pgboss.job where name = 'send-mail' and data->>'to' = ${email}`,
      );
      expect(rows).toEqual([]);
      expect(mailsTo(email)).toHaveLength(0);
    } finally {
      await other.close();
    }
  });
});
