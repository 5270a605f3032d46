import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { purchases } from '../../src/db/schema/index';
import { createQueue, type Queue } from '../../src/jobs/create-queue';
import { type Jobs, startJobs } from '../../src/jobs/start-jobs';
import { createTestUser } from '../helpers/accounts';
import { addGiftsToEvent, buildWithPayments } from '../helpers/payments';
import { createTestDatabase } from '../helpers/test-database';

const { t, mock, checkout } = await buildWithPayments({ RECONCILE_INTERVAL_MINUTES: '3' });
const host = await createTestUser(t.db, { event: { title: 'Ana & Pedro', slug: 'ana-e-pedro-fila' } });
const [gift] = await addGiftsToEvent(t.db, host.event?.id ?? 0, [10_000]);

const connectionString = t.config.database.kind === 'external' ? t.config.database.url : '';
// A job sent is picked up on the workers' next poll.
const WORKED = { timeout: 10_000, interval: 100 };
let queue: Queue | undefined;
let jobs: Jobs | undefined;
afterAll(async () => {
  await jobs?.stop();
  await queue?.stop();
});

describe('the job queue (pg-boss)', () => {
  it('registers the schedules, and a sent reconcile-payments job is picked up and recovers a lost notification', async () => {
    // A card payment whose notification was lost, made 15 minutes ago.
    await fetch(`${mock.url}/__control/webhooks`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ deliver: false }),
    });
    const bought = await t.app.inject({
      method: 'POST',
      url: '/api/guests/purchase',
      payload: {
        eventId: host.event?.id,
        name: 'Carla',
        email: 'fila@example.com',
        items: [{ id: gift?.id, quantity: 1 }],
      },
    });
    const { paymentLink } = bought.json() as { paymentLink: string };
    await checkout(paymentLink, 'approve');
    await t.db
      .update(purchases)
      .set({ createdAt: new Date(Date.now() - 15 * 60_000) })
      .where(eq(purchases.paymentLink, paymentLink));

    queue = await createQueue({ connectionString, logger: t.app.log, schedules: true });
    jobs = await startJobs(t.app, queue.boss, { pollingIntervalSeconds: 0.5 });

    const schedules = await jobs.boss.getSchedules();
    expect(
      schedules.map(({ name, cron }) => ({ name, cron })).sort((a, b) => a.name.localeCompare(b.name)),
    ).toEqual([
      { name: 'expire-pre-registrations', cron: '30 * * * *' },
      { name: 'reconcile-payments', cron: '*/3 * * * *' },
      { name: 'remove-guest-data', cron: '15 6 * * *' },
      { name: 'send-daily-summaries', cron: '0 11 * * *' },
      { name: 'send-notice-summaries', cron: '*/5 * * * *' },
      { name: 'sweep-orphan-media', cron: '45 5 * * *' },
    ]);
    for (const name of ['send-daily-summaries', 'reconcile-payments', 'expire-pre-registrations'])
      expect(await jobs.boss.getQueue(name)).toMatchObject({ policy: 'stately' });

    // Sent once at the start, no schedule: the copies of images stored before they were made.
    expect(await jobs.boss.getQueue('make-image-widths')).toMatchObject({ policy: 'stately' });
    const widthRuns = async () =>
      (
        await t.db.execute<{ state: string; singleton_key: string; output: object }>(
          sql`select state, singleton_key, output from pgboss.job where name = 'make-image-widths'`,
        )
      ).rows;
    await vi.waitFor(async () => expect((await widthRuns())[0]?.state).toBe('completed'), WORKED);
    expect(await widthRuns()).toEqual([
      {
        state: 'completed',
        singleton_key: 'make-image-widths',
        output: expect.objectContaining({ made: 0, failed: 0, stoppedEarly: false }),
      },
    ]);
    // The mail queue retries a mail for over two hours (mail/mail-queue.ts).
    expect(await jobs.boss.getQueue('send-mail')).toMatchObject({
      policy: 'standard',
      retryLimit: 8,
      retryDelay: 30,
      retryBackoff: true,
    });

    // Narrowed here: the closures below cannot see that `jobs` was just set.
    const { boss } = jobs;
    const id = await boss.send('reconcile-payments', {});
    expect(id).toEqual(expect.any(String));
    const job = await vi.waitFor(async () => {
      const found = await boss.getJobById('reconcile-payments', id ?? '');
      expect(found?.state).toBe('completed');
      return found;
    }, WORKED);
    expect(job?.output).toMatchObject({ checked: 1, approved: 1, failed: 0 });
    const [row] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
    expect(row?.status).toBe('APPROVED');

    // The daily summary's queue has its worker too (no host here asked for a summary).
    const summaryId = await jobs.boss.send('send-daily-summaries', {});
    const summary = await vi.waitFor(async () => {
      const found = await boss.getJobById('send-daily-summaries', summaryId ?? '');
      expect(found?.state).toBe('completed');
      return found;
    }, WORKED);
    expect(summary?.output).toMatchObject({ hosts: 0, sent: 0, failed: 0 });

    // The workers stopped, the queue still takes jobs (the app's mails); stopped, it has let its
    // connections go.
    await jobs.stop();
    expect(await jobs.boss.send('reconcile-payments', {})).not.toBeUndefined();
    await queue.stop();
    expect(await jobs.boss.getQueue('reconcile-payments').catch(() => 'closed')).toBe('closed');
  });
});

describe('two instances starting together on a fresh database', () => {
  it('both start (pg-boss creates its schema once, under its lock), and a scheduled job runs once per tick', async () => {
    const fresh = await createTestDatabase({ empty: true });

    const start = () =>
      createQueue({
        connectionString: fresh.url,
        logger: t.app.log,
        schedules: true,
        cronIntervalSeconds: 1,
      });
    const queues = await Promise.all([start(), start()]);
    const instances = await Promise.all(
      queues.map((started) => startJobs(t.app, started.boss, { pollingIntervalSeconds: 0.5 })),
    );
    try {
      // One tick an hour, in the minute 15 s from now: due at once with at least 15 s of its minute
      // left, or due within 15 s, and then due for the rest of that minute only (a schedule is due
      // for 60 s after its tick), so every run there is belongs to this one tick.
      const minute = new Date(Date.now() + 15_000).getUTCMinutes();
      await queues[0]?.boss.schedule('expire-pre-registrations', `${minute} * * * *`, {}, { tz: 'UTC' });

      const runs = async () =>
        (
          await fresh.pool.query<{ state: string }>(
            `select state from pgboss.job where name = 'expire-pre-registrations'`,
          )
        ).rows;
      await vi.waitFor(async () => expect((await runs()).length).toBeGreaterThan(0), {
        timeout: 30_000,
        interval: 100,
      });
      // Each evaluation of the schedules, by either instance, stamps pgboss.version.cron_on: wait
      // for four more while the tick is still due (once a second, taken in turn), then still one run.
      const evaluated = async () =>
        (await fresh.pool.query<{ at: Date }>(`select cron_on as at from pgboss.version`)).rows[0]?.at;
      const seen = new Set<number>();
      await vi.waitFor(
        async () => {
          seen.add((await evaluated())?.getTime() ?? 0);
          expect(seen.size).toBeGreaterThan(4);
        },
        { timeout: 15_000, interval: 200 },
      );
      expect(await runs()).toEqual([{ state: 'completed' }]);
      // The schema was created once, for both.
      const { rows } = await fresh.pool.query(`select version from pgboss.version`);
      expect(rows).toHaveLength(1);
    } finally {
      for (const instance of instances) await instance.stop();
      for (const started of queues) await started.stop();
    }
  }, 90_000);
});

describe('the jobs configuration', () => {
  it('runs the jobs unless JOBS=off (and not in tests unless asked), every 5 minutes for what is pending 10', () => {
    const production = {
      NODE_ENV: 'production',
      MERCADOPAGO_API_URL: 'https://api.mercadopago.com',
      MERCADOPAGO_ACCESS_TOKEN: 'APP_USR-token',
      MERCADOPAGO_WEBHOOK_SECRET: 'segredo',
      PUBLIC_URL: 'https://celebra.com.br',
      SEED: 'none',
    };
    expect(loadConfig(production).jobs).toEqual({
      enabled: true,
      reconcileIntervalMinutes: 5,
      reconcilePendingMinutes: 10,
      checkoutExpirationHours: 24,
    });
    expect(loadConfig({ ...production, JOBS: 'off' }).jobs.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'development' }).jobs.enabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).jobs.enabled).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', JOBS: 'on' }).jobs.enabled).toBe(true);
  });

  it.each([
    ['JOBS', 'sim'],
    ['RECONCILE_INTERVAL_MINUTES', '0'],
    ['RECONCILE_INTERVAL_MINUTES', '61'],
    ['RECONCILE_PENDING_MINUTES', 'dez'],
    ['CHECKOUT_EXPIRATION_HOURS', '145'],
  ])('stops the start on %s=%s, naming it', (name, value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', [name]: value })).toThrow(new RegExp(name));
  });
});
