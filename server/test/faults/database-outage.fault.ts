import http from 'node:http';
import { startMockServer } from '@celebra/mock-server';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/client';
import { createTestUser } from '../helpers/accounts';
import {
  countByStatus,
  isNormal,
  isOutageAnswer,
  load as loadOf,
  oneRequest as oneRequestOf,
  stopAfter,
  type Target,
} from './outage-load';
import { startCluster } from './postgres-cluster';
import { type ServerProcess, sleep, startServer } from './server-process';

/**
 * The database goes away under load and comes back: meanwhile the API answers 503 with a
 * Portuguese message (never a 500, never a dropped connection), and it recovers on its own,
 * without a restart. Then SIGTERM in the middle of traffic: the requests in flight are finished
 * (a slow upload of a message included) before the process exits 0.
 */
const mock = await startMockServer({ accessToken: 'TEST-faults', webhookSecret: 'faults' });
const cluster = await startCluster('celebra-faults-db-');
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await server.exited;
  }
  await cluster.remove();
  await mock.close();
});

const target = (slug: string, eventId: number): Target => ({ url: () => server?.url ?? '', slug, eventId });
const load = (slug: string, eventId: number, until: () => boolean, workers?: number) =>
  loadOf(target(slug, eventId), until, workers);
const oneRequest = (slug: string, eventId: number) => oneRequestOf(target(slug, eventId));

describe('the database stops under load', () => {
  it('answers 503 in Portuguese meanwhile and recovers by itself when it is back', async () => {
    server = await startServer({
      DATABASE_URL: cluster.url,
      MERCADOPAGO_API_URL: mock.url,
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-faults',
      MERCADOPAGO_WEBHOOK_SECRET: 'faults',
      VIACEP_URL: mock.url,
      NOMINATIM_URL: mock.url,
    });
    const { db, pool } = createDb(cluster.url, 2);
    pool.on('error', () => {});
    const host = await createTestUser(db);
    await pool.end();
    const slug = host.event?.slug ?? '';
    const eventId = host.event?.id ?? 0;
    const pid = server.child.pid;

    const before = await load(slug, eventId, stopAfter(2000));
    expect(before.filter((answer) => !isNormal(answer))).toEqual([]);

    await cluster.stop();
    const during = await load(slug, eventId, stopAfter(3000));
    // The health check still answers 200 (the process is alive); everything else a 503.
    expect(during.filter((answer) => !isOutageAnswer(answer))).toEqual([]);
    expect(during.filter((answer) => answer.kind === 'health').every(isNormal)).toBe(true);
    expect(during.filter((answer) => answer.kind !== 'health').every((answer) => !isNormal(answer))).toBe(
      true,
    );
    expect(during.length).toBeGreaterThan(20);

    await cluster.start();
    const startedAt = Date.now();
    let recovered = false;
    while (!recovered && Date.now() - startedAt < 30_000) {
      const window = await load(slug, eventId, stopAfter(1000), 4);
      recovered = window.length > 0 && window.every(isNormal);
    }
    expect(recovered).toBe(true);
    expect(server.child.pid).toBe(pid);
    expect(server.child.exitCode).toBeNull();
    const after = await load(slug, eventId, stopAfter(1500));
    expect(after.filter((answer) => !isNormal(answer))).toEqual([]);
    console.info(
      `database outage (TCP): ${before.length + during.length + after.length} requests; while PostgreSQL was stopped ${JSON.stringify(countByStatus(during))}; recovered ${Date.now() - startedAt} ms after it was back, same process`,
    );
  });

  it('SIGTERM finishes the requests in flight, a slow one included, then exits 0', async () => {
    const running = server as ServerProcess;
    const { db, pool } = createDb(cluster.url, 2);
    pool.on('error', () => {});
    const { rows } = await db.execute<{ id: number; slug: string }>(sql`select id, slug from events limit 1`);
    const event = rows[0] ?? { id: 0, slug: '' };

    // A guest on a slow connection: the body arrives in two halves, SIGTERM in between.
    const body = JSON.stringify({
      firstName: 'Lenta',
      lastName: 'Conexão',
      email: 'lenta@teste.dev',
      message: 'Chegou inteiro',
    });
    const slow = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = http.request(`${running.url}/api/guests/message/${event.id}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'x-forwarded-for': '10.2.0.1',
        },
      });
      request.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => {
          text += chunk.toString();
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.on('error', reject);
      request.write(body.slice(0, 20));
      setTimeout(() => request.end(body.slice(20)), 1500);
    });
    const inFlight = Array.from({ length: 20 }, () => oneRequest(event.slug, event.id));
    await sleep(300);
    running.child.kill('SIGTERM');

    const answer = await slow;
    expect(answer.status).toBe(200);
    const burst = await Promise.all(inFlight);
    expect(burst.filter((item) => !('status' in item) || ![200, 401, 503].includes(item.status))).toEqual([]);
    expect(await running.exited).toEqual({ code: 0, signal: null });
    const stored = await db.execute(sql`select 1 from event_messages where message = 'Chegou inteiro'`);
    expect(stored.rows).toHaveLength(1);
    await pool.end();
    console.info(`SIGTERM: a slow request and ${burst.length} others in flight answered; exit code 0`);
  });
});
