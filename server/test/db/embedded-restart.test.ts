import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { type EmbeddedRestartEvent, startEmbeddedPostgres } from '../../src/db/embedded';

/**
 * The server's own PostgreSQL has nobody else to start it again: when it dies, the server does,
 * after a short wait that grows while it keeps failing, saying so in its log.
 */
const root = await mkdtemp(path.join(tmpdir(), 'celebra-embedded-restart-'));
const dir = path.join(root, 'postgres');
afterAll(() => rm(root, { recursive: true, force: true }));

async function answers(connectionString: string): Promise<boolean> {
  const client = new pg.Client({ connectionString, connectionTimeoutMillis: 1000 });
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

async function postmasterPid(): Promise<number> {
  return Number((await readFile(path.join(dir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
}

async function waitFor(check: () => Promise<boolean>, ms: number): Promise<boolean> {
  return vi
    .waitFor(
      async () => {
        if (!(await check())) throw new Error('not yet');
      },
      { timeout: ms, interval: 200 },
    )
    .then(() => true)
    .catch(() => false);
}

describe('the embedded PostgreSQL under supervision', () => {
  it('is started again when it stops or is killed, on the same address; stop() ends it for good', {
    timeout: 120_000,
  }, async () => {
    const events: EmbeddedRestartEvent[] = [];
    const postgres = await startEmbeddedPostgres({
      dir,
      database: 'celebra',
      restart: { onEvent: (event) => events.push(event), firstDelayMs: 200 },
    });
    try {
      expect(await answers(postgres.connectionString)).toBe(true);

      // A fast shutdown from outside (pg_ctl stop -m fast, an operator's kill).
      const first = await postmasterPid();
      process.kill(first, 'SIGINT');
      expect(await waitFor(async () => !(await answers(postgres.connectionString)), 10_000)).toBe(true);
      expect(await waitFor(() => answers(postgres.connectionString), 30_000)).toBe(true);
      const second = await postmasterPid();
      expect(second).not.toBe(first);

      // Killed outright (the OOM killer): its crash recovery runs at the next start.
      process.kill(second, 'SIGKILL');
      expect(await waitFor(async () => (await postmasterPid().catch(() => second)) !== second, 30_000)).toBe(
        true,
      );
      expect(await waitFor(() => answers(postgres.connectionString), 30_000)).toBe(true);

      expect(events.filter((event) => event.kind === 'exited')).toHaveLength(2);
      expect(events.filter((event) => event.kind === 'restarted')).toHaveLength(2);
      // Nothing in them but what happened: no connection string, no password.
      expect(JSON.stringify(events)).not.toMatch(/postgres:\/\//);
    } finally {
      await postgres.stop();
    }
    // Stopped on purpose: not started again. A restart is only ever scheduled by the exit's
    // listener, which says so ('exited') at once, and stop() resolves once postgres has exited:
    // had the supervision taken this exit for a crash, the event would be here already.
    expect(events.filter((event) => event.kind === 'exited')).toHaveLength(2);
    expect(events.at(-1)?.kind).toBe('restarted');
    expect(await answers(postgres.connectionString)).toBe(false);
  });
});
