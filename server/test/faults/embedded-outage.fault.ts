import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMockServer } from '@celebra/mock-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../src/db/client';
import { createTestUser } from '../helpers/accounts';
import {
  type Answer,
  countByStatus,
  isNormal,
  isOutageAnswer,
  load,
  stopAfter,
  type Target,
} from './outage-load';
import { embeddedDatabaseUrl, type ServerProcess, startServer } from './server-process';

/**
 * The default installation: `npm start` with no DATABASE_URL runs its own PostgreSQL, reached over
 * a Unix socket. Stopped from outside (a fast shutdown, then a kill -9) under load: meanwhile
 * every answer is the usual one (the health check) or a 503 in Portuguese, never a 500; the server
 * starts its PostgreSQL again by itself and serves as before, in the same process, saying so in its
 * log without anything personal.
 */
const mock = await startMockServer({ accessToken: 'TEST-faults', webhookSecret: 'faults' });
const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-faults-embedded-'));
let server: ServerProcess | undefined;
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  await mock.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function postmasterPid(): Promise<number> {
  const content = await readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8');
  return Number(content.split('\n')[0]);
}

describe('the embedded PostgreSQL stops under load', () => {
  it('answers 503 in Portuguese meanwhile, starts it again by itself and recovers', async () => {
    server = await startServer({
      DATA_DIR: dataDir,
      MERCADOPAGO_API_URL: mock.url,
      MERCADOPAGO_ACCESS_TOKEN: 'TEST-faults',
      MERCADOPAGO_WEBHOOK_SECRET: 'faults',
      VIACEP_URL: mock.url,
      NOMINATIM_URL: mock.url,
    });
    const running = server;
    const { db, pool } = createDb(await embeddedDatabaseUrl(dataDir), 2);
    pool.on('error', () => {});
    const host = await createTestUser(db);
    await pool.end();
    const target: Target = {
      url: () => running.url,
      slug: host.event?.slug ?? '',
      eventId: host.event?.id ?? 0,
    };
    const pid = running.child.pid;

    const before = await load(target, stopAfter(1500));
    expect(before.filter((answer) => !isNormal(answer))).toEqual([]);

    const figures: string[] = [];
    // A fast shutdown (pg_ctl stop -m fast), then a kill -9 (the OOM killer).
    for (const signal of ['SIGINT', 'SIGKILL'] as const) {
      const postgres = await postmasterPid();
      process.kill(postgres, signal);
      const stoppedAt = Date.now();
      const during: Answer[] = [];
      let recoveredAt: number | undefined;
      while (recoveredAt === undefined && Date.now() - stoppedAt < 60_000) {
        const window = await load(target, stopAfter(500), 6);
        during.push(...window);
        // Back when a whole window is answered as usual, after the outage was seen.
        const sawOutage = during.some((answer) => !isNormal(answer));
        if (sawOutage && window.length > 0 && window.every(isNormal)) recoveredAt = Date.now();
      }
      expect(during.filter((answer) => !isOutageAnswer(answer))).toEqual([]);
      expect(during.filter((answer) => !isNormal(answer)).length).toBeGreaterThan(0);
      expect(recoveredAt).toBeDefined();
      expect(await postmasterPid()).not.toBe(postgres);
      figures.push(
        `${signal}: ${during.length} requests ${JSON.stringify(countByStatus(during))}, recovered ${(recoveredAt ?? 0) - stoppedAt} ms after the stop`,
      );
    }

    const after = await load(target, stopAfter(1500));
    expect(after.filter((answer) => !isNormal(answer))).toEqual([]);
    expect(running.child.pid).toBe(pid);
    expect(running.child.exitCode).toBeNull();
    const output = running.output();
    expect(running.messages()).toContain('the embedded PostgreSQL stopped; starting it again');
    expect(running.messages()).toContain('the embedded PostgreSQL was started again');
    // The log says what happened to the database, nothing of who was using it.
    expect(output).not.toMatch(/rui@teste\.dev|ninguem@teste\.dev|postgres:\/\//);
    const supervision = output.split('\n').filter((line) => line.includes('embedded PostgreSQL'));
    console.info(
      `embedded database outage over its socket: ${figures.join('; ')}; same server process\n${supervision.join('\n')}`,
    );
  });
});
