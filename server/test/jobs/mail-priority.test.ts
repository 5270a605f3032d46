import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { createQueue, type Queue } from '../../src/jobs/create-queue';
import { type Jobs, startJobs } from '../../src/jobs/start-jobs';
import { enqueueMail, MAIL_BATCH_SIZE, MAIL_WORKERS } from '../../src/mail/mail-queue';
import { guestReminderMail, purchaseApprovedMail } from '../../src/mail/templates/index';
import { freePort } from '../faults/server-process';
import { startSmtpCatcher } from '../faults/smtp-catcher';
import { connectTestDatabase, createTestDatabase } from '../helpers/test-database';

const smtp = startSmtpCatcher(await freePort());
await smtp.start();
const database = await createTestDatabase();
const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-test-mail-priority-'));
const config = loadConfig({
  DATABASE_URL: database.url,
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  NODE_ENV: 'test',
  SEED: 'none',
  SMTP_URL: smtp.url,
});
const logger = pino({ level: 'silent' });
const { db, pool } = connectTestDatabase(database.url);
const queue: Queue = await createQueue({ connectionString: database.url, logger, schedules: false });
const app: FastifyInstance = await buildApp({ config, db, logger, queue: queue.boss });
let jobs: Jobs | undefined;

afterAll(async () => {
  await jobs?.stop();
  await app.close();
  await queue.stop();
  await pool.end();
  await smtp.stop();
  await rm(dataDir, { recursive: true, force: true });
});

// Long enough that a second poll cannot happen within the assertion's window.
const POLLING_SECONDS = 10;
const REMINDERS = 1_000;

describe('the mail queue under a flood of reminders', () => {
  it('delivers a buyer’s confirmation before 1,000 reminders queued earlier, a whole batch per poll, and clears what it delivered', async () => {
    for (let i = 0; i < REMINDERS; i++) {
      await enqueueMail(
        queue.boss,
        guestReminderMail({
          to: `convidado${i}@example.com`,
          guestName: `Convidado ${i}`,
          eventTitle: 'Casamento',
          invitationUrl: `http://site.localhost:3000/casamento?convite=${i}`,
          deadline: null,
          when: null,
          where: null,
          unsubscribeUrl: 'http://localhost:3000/api/guests/unsubscribe/x',
        }),
      );
    }
    await app.mail.send(
      purchaseApprovedMail({
        to: 'comprador@example.com',
        guestName: 'Bia',
        eventTitle: 'Casamento',
        items: [{ name: 'Jogo de toalhas', quantity: 1, unitPriceCents: 10_000 }],
        totalCents: 10_000,
        eventUrl: 'http://site.localhost:3000/casamento',
      }),
    );

    const started = Date.now();
    jobs = await startJobs(app, queue.boss, { pollingIntervalSeconds: POLLING_SECONDS });

    // The first poll of each worker takes a whole batch, delivered at once over the pool.
    await vi.waitFor(
      () => expect(smtp.caught.length).toBeGreaterThanOrEqual(MAIL_BATCH_SIZE * MAIL_WORKERS),
      {
        timeout: (POLLING_SECONDS - 2) * 1_000,
        interval: 50,
      },
    );
    const firstPollMs = Date.now() - started;
    expect(firstPollMs).toBeLessThan(POLLING_SECONDS * 1_000);
    const buyerAt = smtp.caught.findIndex((mail) => mail.to.includes('comprador@example.com'));
    // Among the first poll's mails, not after the 950 reminders waiting before it. The workers
    // deliver their batches side by side, so the buyer's batch may arrive interleaved with the
    // other worker's: its place is bounded by the first poll, not by one batch.
    expect(buyerAt).toBeGreaterThanOrEqual(0);
    expect(buyerAt).toBeLessThan(MAIL_BATCH_SIZE * MAIL_WORKERS);

    // A delivered job keeps its kind only: no address, no subject, no body.
    await vi.waitFor(async () => {
      const { rows } = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from pgboss.job where name = 'send-mail' and state = 'completed'`,
      );
      expect(rows[0]?.n).toBeGreaterThanOrEqual(MAIL_BATCH_SIZE * MAIL_WORKERS);
    });
    const { rows: kept } = await db.execute<{ data: Record<string, unknown> }>(
      sql`select data from pgboss.job where name = 'send-mail' and state = 'completed'`,
    );
    for (const row of kept) expect(Object.keys(row.data)).toEqual(['kind']);
    expect(JSON.stringify(kept)).not.toContain('example.com');
    console.info(`first poll: ${smtp.caught.length} mails delivered in ${firstPollMs} ms`);
  }, 60_000);
});
