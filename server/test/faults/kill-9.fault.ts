import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMockServer } from '@celebra/mock-server';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/client';
import { SETTINGS_ID, settings } from '../../src/db/schema/index';
import { createTestUser } from '../helpers/accounts';
import { addGiftsToEvent } from '../helpers/host-event';
import {
  call,
  deliverNotification,
  embeddedDatabaseUrl,
  type ServerProcess,
  sleep,
  startServer,
} from './server-process';

/**
 * kill -9 in the middle of a burst of guest purchases and payment notifications, on a server
 * started as `npm start` starts it (embedded PostgreSQL in a temporary DATA_DIR). After a restart
 * on the same DATA_DIR: every write the server acknowledged is there, nothing is half written
 * (a purchase without its lines, totals that do not add up), and the notifications the provider
 * would retry bring every payment to its final state.
 */
const TOKEN = 'TEST-faults';
const SECRET = 'segredo-das-falhas';
const PURCHASES = 80;
const NOTIFICATIONS = 40;

const mock = await startMockServer({ accessToken: TOKEN, webhookSecret: SECRET });
const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-faults-kill-'));
const env = {
  DATA_DIR: dataDir,
  MERCADOPAGO_API_URL: mock.url,
  MERCADOPAGO_ACCESS_TOKEN: TOKEN,
  MERCADOPAGO_WEBHOOK_SECRET: SECRET,
  VIACEP_URL: mock.url,
  NOMINATIM_URL: mock.url,
};
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await mock.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function payQuietly(paymentLink: string): Promise<string> {
  const preferenceId = new URL(paymentLink).pathname.split('/').at(-1);
  const response = await fetch(`${mock.url}/__control/preferences/${preferenceId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ decision: 'approve', notify: false }),
  });
  return String(((await response.json()) as { payment: { id: number } }).payment.id);
}

describe('kill -9 during a burst of purchases and payment notifications', () => {
  it('keeps every acknowledged write, whole, and the retried notifications finish the job', async () => {
    server = await startServer(env);
    const { db, pool } = createDb(await embeddedDatabaseUrl(dataDir), 2);
    pool.on('error', () => {});
    await db.insert(settings).values({ id: SETTINGS_ID, percentageGift: 10 }).onConflictDoNothing();
    const host = await createTestUser(db);
    const eventId = host.event?.id ?? 0;
    const giftIds = await addGiftsToEvent(db, eventId, [
      { name: 'Panela', priceCents: 10_000 },
      { name: 'Toalhas', priceCents: 4_590 },
    ]);
    await pool.end();

    const purchase = (index: number) =>
      call(`${server?.url}/api/guests/purchase`, {
        method: 'POST',
        headers: { 'x-forwarded-for': `10.0.${index >> 8}.${index & 255}` },
        json: {
          eventId,
          name: `Convidado ${index}`,
          email: `c${index}@teste.dev`,
          items: [
            { id: giftIds[0], quantity: 1 + (index % 3) },
            { id: giftIds[1], quantity: 1 },
          ],
        },
      });

    // Purchases already paid at the provider, whose notifications are part of the burst.
    const paid: string[] = [];
    for (let index = 0; index < NOTIFICATIONS; index++) {
      const answer = await purchase(1000 + index);
      if (!('status' in answer) || answer.status !== 200)
        throw new Error(`setup purchase: ${JSON.stringify(answer)}`);
      paid.push(await payQuietly(String(answer.body.paymentLink)));
    }

    // The burst: purchases and notifications at once; the process is killed once a third has answered.
    let answered = 0;
    const acknowledgedLinks: string[] = [];
    const acknowledgedPayments: string[] = [];
    const sendPurchase = (index: number) =>
      purchase(index).then((answer) => {
        answered += 1;
        if ('status' in answer && answer.status === 200)
          acknowledgedLinks.push(String(answer.body.paymentLink));
      });
    const sendNotification = (paymentId: string) =>
      deliverNotification(server?.url ?? '', SECRET, paymentId)
        .then((answer) => {
          if (answer.status === 200 && answer.body.message === 'Notificação processada.')
            acknowledgedPayments.push(paymentId);
        })
        .catch(() => {})
        .finally(() => {
          answered += 1;
        });
    // Interleaved, two purchases for each notification, so both are in flight when the kill comes.
    const burst: Promise<void>[] = [];
    for (let index = 0; index < PURCHASES; index++) {
      burst.push(sendPurchase(index));
      const paymentId = paid[index >> 1];
      if (index % 2 === 1 && paymentId) burst.push(sendNotification(paymentId));
    }
    while (answered < (PURCHASES + NOTIFICATIONS) / 2) await sleep(5);
    server.child.kill('SIGKILL');
    await server.exited;
    await Promise.all(burst);
    expect(acknowledgedLinks.length).toBeGreaterThan(0);
    expect(acknowledgedLinks.length + acknowledgedPayments.length).toBeLessThan(PURCHASES + NOTIFICATIONS);

    server = await startServer(env);
    const restarted = createDb(await embeddedDatabaseUrl(dataDir), 2);
    restarted.pool.on('error', () => {});
    try {
      // Every acknowledged purchase is there, with its checkout.
      const { rows: stored } = await restarted.db.execute<{ payment_link: string }>(
        sql`select payment_link from purchases where payment_link is not null`,
      );
      const links = new Set(stored.map((row) => row.payment_link));
      expect(acknowledgedLinks.filter((link) => !links.has(link))).toEqual([]);

      // Nothing half written: each purchase has its lines, and they add up to its amounts.
      const { rows: broken } = await restarted.db.execute(sql`
        select p.id from purchases p left join purchase_items i on i.purchase_id = p.id
        group by p.id
        having count(i.id) = 0 or p.user_amount_cents <> coalesce(sum(i.unit_price_cents * i.quantity), 0)
          or p.total_price_cents < p.user_amount_cents`);
      expect(broken).toEqual([]);

      // Every acknowledged approval is there.
      const approved = async () =>
        new Set(
          (
            await restarted.db.execute<{ provider_payment_id: string }>(
              sql`select provider_payment_id from purchases where status = 'APPROVED'`,
            )
          ).rows.map((row) => row.provider_payment_id),
        );
      const afterCrash = await approved();
      expect(acknowledgedPayments.filter((id) => !afterCrash.has(id))).toEqual([]);

      // The provider retries what was not acknowledged: then every paid purchase is approved, once.
      for (const paymentId of paid) {
        expect((await deliverNotification(server.url, SECRET, paymentId)).status).toBe(200);
      }
      expect([...(await approved())].filter((id) => paid.includes(id)).length).toBe(NOTIFICATIONS);

      console.info(
        `kill -9: ${PURCHASES + NOTIFICATIONS} requests in the burst, ${acknowledgedLinks.length} purchases and ${acknowledgedPayments.length} notifications acknowledged before the kill, all found whole after the restart; ${stored.length} purchases with a checkout stored; data lost: none`,
      );
    } finally {
      await restarted.pool.end();
    }
  });
});
