import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { createHostEvent } from '../helpers/host-event';
import { addGiftsToEvent, buildWithPayments } from '../helpers/payments';
import { connectTestDatabase } from '../helpers/test-database';

/**
 * Rate limits that hold across server instances: two apps on one database (as two processes
 * behind a load balancer would be) share their counters, kept in PostgreSQL. A client that
 * alternates between them meets the same limit as on one.
 */
const { t } = await buildWithPayments({ TRUST_PROXY: 'true' });
const second = connectTestDatabase(
  String(t.config.database.kind === 'external' ? t.config.database.url : ''),
);
const other: FastifyInstance = await buildApp({ config: t.config, db: second.db });
afterAll(async () => {
  await other.close();
  await second.pool.end();
});
const instances = [t.app, other];

/** Sends `count` copies of the request from one address, alternating instances; answers the statuses. */
async function hammer(request: InjectOptions, count: number, address: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const app = instances[i % 2] as FastifyInstance;
    const response = await app.inject({
      ...request,
      headers: { ...request.headers, 'x-forwarded-for': address },
    });
    statuses.push(response.statusCode);
    if (response.statusCode === 429) {
      expect(response.json()).toEqual({
        success: false,
        message: expect.stringMatching(/^Muitas tentativas\. Tente novamente em \d+ segundos\.$/),
      });
    }
  }
  return statuses;
}

const login = (url: string): InjectOptions => ({
  method: 'POST',
  url,
  payload: { email: 'ninguem@teste.dev', password: 'errada-123' },
});

describe('rate limits shared by two instances on one database', () => {
  it.each([
    ['the administrators’ login', '/api/admin/login'],
    ['the hosts’ login', '/api/users/login'],
  ])('%s: ten attempts a minute per address across both, then 429', async (_label, url) => {
    const statuses = await hammer(login(url), 12, '203.0.113.10');
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Another address is not affected.
    expect(await hammer(login(url), 1, '203.0.113.11')).toEqual([401]);
  });

  it("limits a guest's messages, confirmations and purchases per address and event, across both", async () => {
    const { event } = await createHostEvent(t.db);
    const [gift] = await addGiftsToEvent(t.db, event.id, [10_000]);
    const guest = { firstName: 'Bia', lastName: 'Reis', email: 'bia@teste.dev' };
    const calls: InjectOptions[] = [
      { method: 'POST', url: `/api/guests/message/${event.id}`, payload: { ...guest, message: 'Oi!' } },
      {
        method: 'POST',
        url: `/api/guests/confirmation/${event.id}`,
        payload: { ...guest, phoneNumber: '(21) 98888-7777', message: '', companions: [] },
      },
      {
        method: 'POST',
        url: '/api/guests/purchase',
        payload: {
          eventId: event.id,
          name: 'Bia',
          email: guest.email,
          items: [{ id: gift?.id, quantity: 1 }],
        },
      },
    ];
    for (const call of calls) {
      const statuses = await hammer(call, 21, '198.51.100.7');
      expect({ url: call.url, statuses: statuses.slice(0, 20) }).toEqual({
        url: call.url,
        statuses: Array(20).fill(200),
      });
      expect(statuses[20]).toBe(429);
      // The same guest may still write to another event.
      const { event: another } = await createHostEvent(t.db);
      if (String(call.url).includes('/message/')) {
        const elsewhere = await hammer(
          { ...call, url: `/api/guests/message/${another.id}` },
          1,
          '198.51.100.7',
        );
        expect(elsewhere).toEqual([200]);
      }
    }
  });

  it('keeps its counters in the database, where expired windows are cleared', async () => {
    const { rows } = await t.db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limits`);
    expect(rows[0]?.n).toBeGreaterThan(0);
    await t.db.execute(sql`update rate_limits set expires_at = now() - interval '1 second'`);
    // An expired window starts again from one.
    expect(await hammer(login('/api/admin/login'), 1, '203.0.113.10')).toEqual([401]);
  });
});
