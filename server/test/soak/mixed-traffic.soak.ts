import { readFile } from 'node:fs/promises';
import { startMockServer } from '@celebra/mock-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/client';
import { SETTINGS_ID, settings } from '../../src/db/schema/index';
import { startCluster } from '../faults/postgres-cluster';
import { call, type ServerProcess, sleep, startServer } from '../faults/server-process';
import { adminHeaders, createTestAdmin } from '../helpers/accounts';
import { addGiftsToEvent, createHostEvent } from '../helpers/host-event';

/**
 * Soak: two server processes on one PostgreSQL serve mixed traffic of guests (site, messages,
 * confirmations, purchases paid through the provider's checkout and webhook), hosts (dashboard,
 * lists, edits) and administrators (lists, totals) on loopback, alternating between them. Every
 * answer must be the expected one (zero errors), the two must never disagree on what they read,
 * and neither's memory (RSS) may grow more than 10% after the warm-up. SOAK_SECONDS (default 240)
 * bounds the traffic; with start-up the whole run stays under five minutes.
 */
const SECONDS = Number(process.env.SOAK_SECONDS ?? 240);
const WARM_UP = SECONDS * 0.25;
const WORKERS = 6;

const mock = await startMockServer({ accessToken: 'TEST-soak', webhookSecret: 'soak' });
const cluster = await startCluster('celebra-soak-db-');
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
  }
  await cluster.remove();
  await mock.close();
});

async function rssKb(pid: number): Promise<number> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

describe('soak', () => {
  it('serves mixed traffic from two instances with zero errors, agreeing, without memory growth', async () => {
    const env = {
      DATABASE_URL: cluster.url,
      MERCADOPAGO_API_URL: mock.url,
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-soak',
      MERCADOPAGO_WEBHOOK_SECRET: 'soak',
      VIACEP_URL: mock.url,
      NOMINATIM_URL: mock.url,
    };
    servers.push(await startServer(env), await startServer(env));
    const { db, pool } = createDb(cluster.url, 2);
    pool.on('error', () => {});
    await db.insert(settings).values({ id: SETTINGS_ID, percentageGift: 10 }).onConflictDoNothing();
    const admin = await adminHeaders(db, (await createTestAdmin(db)).id, 24);
    const hosts: {
      event: { id: number; slug: string };
      headers: Record<string, string>;
      giftIds: number[];
    }[] = [];
    for (let index = 0; index < 4; index++) {
      const { event, headers } = await createHostEvent(db);
      const giftIds = await addGiftsToEvent(db, event.id, [
        { name: 'Panela', priceCents: 10_000 },
        { name: 'Toalhas', priceCents: 4_590 },
        { name: 'Cafeteira', priceCents: 32_900 },
      ]);
      hosts.push({ event, headers, giftIds });
    }
    await pool.end();

    let sent = 0;
    const failures: string[] = [];
    const counts: Record<string, number> = {};
    const pick = <T>(list: T[]): T => list[Math.floor(Math.random() * list.length)] as T;

    async function oneStep(): Promise<void> {
      sent += 1;
      const server = servers[sent % 2] as ServerProcess;
      const host = pick(hosts);
      const { id, slug } = host.event;
      const address = { 'x-forwarded-for': `10.3.${(sent >> 8) & 255}.${sent & 255}` };
      const guest = { firstName: 'Lia', lastName: 'Nunes', email: `g${sent}@teste.dev` };
      const steps: [string, () => ReturnType<typeof call>][] = [
        ['guest site', () => call(`${server.url}/api/guests/event/${slug}`)],
        ['guest site', () => call(`${server.url}/api/guests/event/${slug}`)],
        [
          'guest message',
          () =>
            call(`${server.url}/api/guests/message/${id}`, {
              method: 'POST',
              headers: address,
              json: { ...guest, message: `Felicidades ${sent}` },
            }),
        ],
        [
          'guest confirmation',
          () =>
            call(`${server.url}/api/guests/confirmation/${id}`, {
              method: 'POST',
              headers: address,
              json: {
                ...guest,
                phoneNumber: '(11) 91234-5678',
                message: '',
                companions: [{ name: 'Téo', age: 7 }],
              },
            }),
        ],
        [
          'guest purchase',
          async () => {
            const answer = await call(`${server.url}/api/guests/purchase`, {
              method: 'POST',
              headers: address,
              json: {
                eventId: id,
                name: 'Lia',
                email: guest.email,
                items: [{ id: pick(host.giftIds), quantity: 1 + (sent % 2) }],
              },
            });
            // Half are paid: the checkout notifies the instance that created the purchase.
            if ('status' in answer && answer.status === 200 && sent % 2 === 0) {
              await fetch(String(answer.body.paymentLink), {
                method: 'POST',
                headers: { 'content-type': 'application/x-www-form-urlencoded' },
                body: 'decision=approve',
                redirect: 'manual',
              });
            }
            return answer;
          },
        ],
        [
          'host dashboard',
          () => call(`${server.url}/api/users/event/${id}/dashboard/retrieve`, { headers: host.headers }),
        ],
        ['host messages', () => call(`${server.url}/api/users/messages/${id}`, { headers: host.headers })],
        ['host guests', () => call(`${server.url}/api/users/guests/${id}`, { headers: host.headers })],
        [
          'host gifts received',
          () => call(`${server.url}/api/users/events/${id}/received-gifts`, { headers: host.headers }),
        ],
        [
          'host totals',
          () => call(`${server.url}/api/users/events/${id}/transactions`, { headers: host.headers }),
        ],
        [
          'host edit',
          () =>
            call(`${server.url}/api/users/event/${id}`, {
              method: 'PUT',
              headers: host.headers,
              json: {
                title: 'Casamento',
                subtitle: 'Ana & Rui',
                titleDescription: 'Bem-vindos',
                description: `Versão ${sent}`,
                color: '#aa3355',
              },
            }),
        ],
        ['admin events', () => call(`${server.url}/api/admin/events?page=1&limit=20`, { headers: admin })],
        [
          'admin transactions',
          () => call(`${server.url}/api/admin/transactions?status=APPROVED`, { headers: admin }),
        ],
        ['admin dashboard', () => call(`${server.url}/api/admin/dashboard/retrieve`, { headers: admin })],
        [
          'admin event totals',
          () => call(`${server.url}/api/admin/events/${id}/transactions`, { headers: admin }),
        ],
      ];
      const [label, run] = pick(steps);
      const answer = await run();
      counts[label] = (counts[label] ?? 0) + 1;
      if (!('status' in answer) || answer.status !== 200)
        failures.push(`${label}: ${JSON.stringify(answer).slice(0, 300)}`);
    }

    /** Both instances read the same: each event's totals, site and messages, and the admin's event list. */
    async function compareInstances(): Promise<void> {
      for (const host of hosts) {
        for (const path of [
          `/api/users/events/${host.event.id}/transactions`,
          `/api/users/messages/${host.event.id}`,
          `/api/guests/event/${host.event.slug}`,
        ]) {
          const [a, b] = await Promise.all(
            servers.map((server) => call(`${server.url}${path}`, { headers: host.headers })),
          );
          expect(a, path).toEqual(b);
        }
      }
      const [a, b] = await Promise.all(
        servers.map((server) => call(`${server.url}/api/admin/events?page=1&limit=50`, { headers: admin })),
      );
      expect(a).toEqual(b);
    }

    const started = Date.now();
    const end = started + SECONDS * 1000;
    const samples: { at: number; rss: number[] }[] = [];
    let comparisons = 0;
    const sampler = (async () => {
      while (Date.now() < end) {
        samples.push({
          at: (Date.now() - started) / 1000,
          rss: await Promise.all(servers.map((server) => rssKb(server.child.pid ?? 0))),
        });
        await sleep(2000);
      }
    })();
    await Promise.all([
      ...Array.from({ length: WORKERS }, async () => {
        while (Date.now() < end) await oneStep();
      }),
      sampler,
    ]);
    // Quiet now: what each instance reads must be the same (the writes have all been answered).
    await compareInstances();
    comparisons += 1;

    expect(failures.slice(0, 10)).toEqual([]);
    const afterWarmUp = samples.filter((sample) => sample.at >= WARM_UP);
    const window = Math.max(1, Math.floor(afterWarmUp.length / 5));
    const growth = servers.map((_, index) => {
      const first = mean(afterWarmUp.slice(0, window).map((sample) => sample.rss[index] ?? 0));
      const last = mean(afterWarmUp.slice(-window).map((sample) => sample.rss[index] ?? 0));
      return last / first - 1;
    });
    console.info(
      `soak: ${sent} requests in ${SECONDS} s over 2 instances, ${failures.length} errors, ${comparisons} read comparison(s) equal; RSS growth after warm-up: ${growth.map((value) => `${(value * 100).toFixed(1)}%`).join(', ')}; by kind: ${JSON.stringify(counts)}`,
    );
    for (const value of growth) expect(value).toBeLessThan(0.1);
  });
});
