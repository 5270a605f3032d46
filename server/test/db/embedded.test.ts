import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../../src/db/embedded';

const root = await mkdtemp(path.join(tmpdir(), 'celebra-embedded-'));
const dir = path.join(root, 'postgres');
afterAll(() => rm(root, { recursive: true, force: true }));

async function query(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

describe('startEmbeddedPostgres', () => {
  it('keeps the data between runs on the same folder, each run on a port of its own', {
    timeout: 90_000,
  }, async () => {
    const first = await startEmbeddedPostgres({ dir, database: 'celebra' });
    try {
      await query(
        first.connectionString,
        "create table notes (text text); insert into notes values ('continua aqui')",
      );
    } finally {
      await first.stop();
    }

    const second = await startEmbeddedPostgres({ dir, database: 'celebra' });
    try {
      expect(await query(second.connectionString, 'select text from notes')).toEqual([
        { text: 'continua aqui' },
      ]);
    } finally {
      await second.stop();
    }
  });

  it('is reached over a Unix socket in its folder, or over TCP when the folder path is too long', {
    timeout: 90_000,
  }, async () => {
    // inet_server_addr() is null on a Unix-domain socket connection.
    const local = await startEmbeddedPostgres({ dir, database: 'celebra' });
    try {
      expect(await query(local.connectionString, 'select inet_server_addr() as addr')).toEqual([
        { addr: null },
      ]);
    } finally {
      await local.stop();
    }
    const deep = path.join(root, 'a-folder-name-long-enough'.repeat(4), 'postgres');
    const far = await startEmbeddedPostgres({ dir: deep, database: 'celebra' });
    try {
      expect(await query(far.connectionString, 'select host(inet_server_addr()) as addr')).toEqual([
        { addr: '127.0.0.1' },
      ]);
    } finally {
      await far.stop();
    }
  });

  it('starts over a postmaster.pid left by a killed run', { timeout: 60_000 }, async () => {
    // A pid that is not running: what remains after the machine or the process died.
    await writeFile(path.join(dir, 'postmaster.pid'), `999999\n${dir}\n1700000000\n5432\n`);

    const postgres = await startEmbeddedPostgres({ dir, database: 'celebra' });
    try {
      expect(await query(postgres.connectionString, 'select count(*)::int as n from notes')).toEqual([
        { n: 1 },
      ]);
    } finally {
      await postgres.stop();
    }
  });

  it('refuses a folder a live server uses, but lets a CLI attach to it', { timeout: 60_000 }, async () => {
    const running = await startEmbeddedPostgres({ dir, database: 'celebra' });
    try {
      await expect(startEmbeddedPostgres({ dir, database: 'celebra' })).rejects.toThrow(/already running/);

      const attached = await startEmbeddedPostgres({ dir, database: 'celebra', attachIfRunning: true });
      expect(attached.connectionString).toBe(running.connectionString);
      await attached.stop(); // a no-op: the owner keeps it running
      expect(await query(running.connectionString, 'select 1 as one')).toEqual([{ one: 1 }]);
    } finally {
      await running.stop();
    }
    await expect(readFile(path.join(dir, 'postmaster.pid'))).rejects.toThrow();
  });
});
