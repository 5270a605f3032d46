import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config';
import { purchases } from '../../src/db/schema/index';
import { type Jobs, startJobs } from '../../src/jobs/start-jobs';
import { createTestUser } from '../helpers/accounts';
import { addGiftsToEvent, buildWithPayments } from '../helpers/payments';

const { t, mock, checkout } = await buildWithPayments({ RECONCILE_INTERVAL_MINUTES: '3' });
const host = await createTestUser(t.db, { event: { title: 'Ana & Pedro', slug: 'ana-e-pedro-fila' } });
const [gift] = await addGiftsToEvent(t.db, host.event?.id ?? 0, [10_000]);

const connectionString = t.config.database.kind === 'external' ? t.config.database.url : '';
let jobs: Jobs | undefined;
afterAll(() => jobs?.stop());

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

    jobs = await startJobs(t.app, { connectionString, pollingIntervalSeconds: 0.5 });

    const schedules = await jobs.boss.getSchedules();
    expect(schedules.map(({ name, cron }) => ({ name, cron }))).toEqual([
      { name: 'reconcile-payments', cron: '*/3 * * * *' },
      { name: 'send-daily-summaries', cron: '0 11 * * *' },
    ]);
    expect(await jobs.boss.getQueue('send-daily-summaries')).toMatchObject({ policy: 'stately' });
    expect(await jobs.boss.getQueue('reconcile-payments')).toMatchObject({ policy: 'stately' });

    const id = await jobs.boss.send('reconcile-payments', {});
    expect(id).toEqual(expect.any(String));
    let job = await jobs.boss.getJobById('reconcile-payments', id ?? '');
    for (let tries = 0; tries < 100 && job?.state !== 'completed'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      job = await jobs.boss.getJobById('reconcile-payments', id ?? '');
    }
    expect(job?.state).toBe('completed');
    expect(job?.output).toMatchObject({ checked: 1, approved: 1, failed: 0 });
    const [row] = await t.db.select().from(purchases).where(eq(purchases.paymentLink, paymentLink));
    expect(row?.status).toBe('APPROVED');

    // The daily summary's queue has its worker too (no host here asked for a summary).
    const summaryId = await jobs.boss.send('send-daily-summaries', {});
    let summary = await jobs.boss.getJobById('send-daily-summaries', summaryId ?? '');
    for (let tries = 0; tries < 100 && summary?.state !== 'completed'; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      summary = await jobs.boss.getJobById('send-daily-summaries', summaryId ?? '');
    }
    expect(summary?.output).toMatchObject({ hosts: 0, sent: 0, failed: 0 });

    // Stopped, the queue has let its connections go.
    await jobs.stop();
    expect(await jobs.boss.getQueue('reconcile-payments').catch(() => 'closed')).toBe('closed');
  });
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
