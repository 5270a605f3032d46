import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/client';
import { createTestUser, userHeaders } from '../helpers/accounts';
import { phoneJpeg, uploadForm } from '../helpers/images';
import { startS3Server } from '../helpers/s3-server';
import { startCluster } from './postgres-cluster';
import { freePort, type ServerProcess, sleep, startServer } from './server-process';
import { startSmtpCatcher } from './smtp-catcher';

/**
 * The platform past one machine: two server processes, started at the same moment as `npm start`
 * starts them, on one PostgreSQL (an external one), one S3-compatible store and one SMTP server.
 * What one instance stores the other serves; a mail asked of either is sent once; each scheduled
 * job runs once per tick across both; and an SMTP outage delays mail without losing or doubling it.
 */
const cluster = await startCluster('celebra-faults-two-');
const s3 = await startS3Server();
const smtp = startSmtpCatcher(await freePort());
await smtp.start();

const env = {
  DATABASE_URL: cluster.url,
  STORAGE_URL: s3.storageUrl('proxy'),
  AWS_ACCESS_KEY_ID: s3.accessKeyId,
  AWS_SECRET_ACCESS_KEY: s3.secretAccessKey,
  SMTP_URL: smtp.url,
  JOBS: 'on',
  RECONCILE_INTERVAL_MINUTES: '1',
};
const servers: ServerProcess[] = [];
afterAll(async () => {
  for (const server of servers) if (server.child.exitCode === null) server.child.kill('SIGTERM');
  await Promise.all(servers.map((server) => server.exited));
  await smtp.stop();
  await s3.close();
  await cluster.remove();
});

let serial = 0;
/** A new pre-registration through `server`, from an address of its own: one access mail to `email`. */
async function preRegister(server: ServerProcess, email: string): Promise<void> {
  serial += 1;
  const response = await fetch(`${server.url}/api/users/pre-register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${serial >> 8}.${serial & 255}` },
    body: JSON.stringify({
      firstName: 'Bia',
      lastName: 'Lima',
      phoneNumber: '(11) 91234-5678',
      email,
      password: 'segredo123',
      confirmPassword: 'segredo123',
      acceptTerms: true,
    }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
}

/** The mails caught for `email`. */
const mailsTo = (email: string) => smtp.caught.filter((mail) => mail.to.includes(email));

async function waitFor(what: string, check: () => boolean | Promise<boolean>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(250);
  }
}

describe('two instances on one database, one object store and one SMTP server', () => {
  it('share media, send each mail once, run each scheduled job once, and ride out an SMTP outage', {
    timeout: 280_000,
  }, async () => {
    // Started together: the second waits for the first's migrations instead of applying them twice.
    servers.push(...(await Promise.all([startServer(env), startServer(env)])));
    const [one, two] = servers as [ServerProcess, ServerProcess];
    const { db, pool } = createDb(cluster.url, 2);
    pool.on('error', () => {});
    try {
      const { rows: migrations } = await db.execute<{ hash: string; times: number }>(
        sql`select hash, count(*)::int as times from drizzle.__drizzle_migrations group by hash`,
      );
      expect(migrations.length).toBeGreaterThan(10);
      expect(migrations.every((row) => row.times === 1)).toBe(true);

      // A banner uploaded through one instance is served by the other, from the bucket.
      const host = await createTestUser(db);
      const headers = await userHeaders(db, host.id);
      const form = uploadForm({}, { field: 'file', data: await phoneJpeg(1200, 800), name: 'capa.jpg' });
      const uploaded = await fetch(`${one.url}/api/users/event/${host.event?.id}/upload/banner`, {
        method: 'POST',
        headers,
        body: form,
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(200);
      const { bannerUrl } = (await uploaded.json()) as { bannerUrl: string };
      expect(bannerUrl).toMatch(/^\/media\/events\/.+\.webp$/);
      const viaOne = await fetch(`${one.url}${bannerUrl}`);
      const viaTwo = await fetch(`${two.url}${bannerUrl}`);
      expect(viaTwo.status).toBe(200);
      expect(viaTwo.headers.get('content-type')).toBe('image/webp');
      expect(viaTwo.headers.get('cache-control')).toContain('immutable');
      expect(Buffer.from(await viaTwo.arrayBuffer())).toEqual(Buffer.from(await viaOne.arrayBuffer()));
      expect(await s3.hasObject(bannerUrl.slice('/media/'.length))).toBe(true);

      // Mails asked of either instance: each arrives once, whichever instance's worker sent it.
      const first = Array.from({ length: 6 }, (_, index) => `fila${index}-${Date.now()}@teste.dev`);
      await Promise.all(first.map((email, index) => preRegister(index % 2 ? two : one, email)));
      await waitFor('the first six mails', () => first.every((email) => mailsTo(email).length > 0), 30_000);

      // SMTP goes down: mails asked meanwhile wait in the queue, none is lost nor sent twice.
      await smtp.stop();
      const during = Array.from({ length: 4 }, (_, index) => `queda${index}-${Date.now()}@teste.dev`);
      await Promise.all(during.map((email, index) => preRegister(index % 2 ? two : one, email)));
      await sleep(5_000);
      expect(during.flatMap(mailsTo)).toEqual([]);
      await smtp.start();
      await waitFor(
        'the mails held during the outage',
        () => during.every((email) => mailsTo(email).length > 0),
        150_000,
      );

      // Each reconciliation tick (every minute) ran as one job across both instances.
      const ticks = async () =>
        (
          await db.execute<{ minute: string; runs: number; done: number }>(sql`
            select date_trunc('minute', created_on)::text as minute, count(*)::int as runs,
                   count(*) filter (where state = 'completed')::int as done
            from pgboss.job where name = 'reconcile-payments' group by 1`)
        ).rows;
      await waitFor(
        'a completed reconciliation',
        async () => (await ticks()).some((tick) => tick.done > 0),
        130_000,
      );

      await sleep(3_000);
      for (const email of [...first, ...during]) expect(mailsTo(email), email).toHaveLength(1);
      const ids = smtp.caught.map((mail) => mail.messageId);
      expect(new Set(ids).size).toBe(ids.length);
      const runs = await ticks();
      expect(runs.length).toBeGreaterThan(0);
      for (const tick of runs) expect(tick.runs, tick.minute).toBe(1);
    } finally {
      await pool.end();
    }
  });
});
