import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
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

  it('is reached over a Unix socket only, in its folder or through a short link when the path is too long', {
    timeout: 90_000,
  }, async () => {
    const deep = path.join(root, 'a-folder-name-long-enough'.repeat(4), 'postgres');
    for (const folder of [dir, deep]) {
      const postgres = await startEmbeddedPostgres({ dir: folder, database: 'celebra' });
      try {
        // inet_server_addr() is null on a Unix-domain socket connection.
        expect(await query(postgres.connectionString, 'select inet_server_addr() as addr')).toEqual([
          { addr: null },
        ]);
        expect(await query(postgres.connectionString, 'show listen_addresses')).toEqual([
          { listen_addresses: '' },
        ]);
        // Nothing answers on the port over TCP, whatever the password.
        const { port, password } = new URL(postgres.connectionString);
        await expect(
          query(`postgres://postgres:${password}@127.0.0.1:${port}/celebra`, 'select 1'),
        ).rejects.toThrow(/ECONNREFUSED/);
      } finally {
        await postgres.stop();
      }
    }
  });

  it('logs in with a random password per folder, kept in a file only its owner can read', {
    timeout: 90_000,
  }, async () => {
    const other = path.join(root, 'other', 'postgres');
    const first = await startEmbeddedPostgres({ dir, database: 'celebra' });
    const firstPassword = decodeURIComponent(new URL(first.connectionString).password);
    const socketUrl = (password: string) => {
      const url = new URL(first.connectionString);
      url.password = encodeURIComponent(password);
      return url.href;
    };
    try {
      expect(firstPassword).toMatch(/^[\w-]{43}$/);
      expect((await readFile(`${dir}.password`, 'utf8')).trim()).toBe(firstPassword);
      expect((await stat(`${dir}.password`)).mode & 0o777).toBe(0o600);
      // Neither the fixed password of earlier versions nor a guess logs in.
      await expect(query(socketUrl('celebra-embedded'), 'select 1')).rejects.toThrow(
        /password authentication failed/,
      );
      await expect(query(socketUrl('postgres'), 'select 1')).rejects.toThrow(
        /password authentication failed/,
      );
    } finally {
      await first.stop();
    }
    const second = await startEmbeddedPostgres({ dir: other, database: 'celebra' });
    try {
      expect(decodeURIComponent(new URL(second.connectionString).password)).not.toBe(firstPassword);
    } finally {
      await second.stop();
    }
    // The next start of the first folder logs in with the kept password.
    const again = await startEmbeddedPostgres({ dir, database: 'celebra' });
    try {
      expect(decodeURIComponent(new URL(again.connectionString).password)).toBe(firstPassword);
    } finally {
      await again.stop();
    }
  });

  it("replaces a cluster's old fixed password at its next start, and stops clearly without the file", {
    timeout: 90_000,
  }, async () => {
    const legacy = path.join(root, 'legacy', 'postgres');
    const made = await startEmbeddedPostgres({ dir: legacy, database: 'celebra' });
    try {
      // What a folder made by an earlier version looks like: the fixed password, no password file.
      await query(
        made.connectionString,
        "create table notes (text text); insert into notes values ('guardado')",
      );
      await query(made.connectionString, "alter role postgres password 'celebra-embedded'");
    } finally {
      await made.stop();
    }
    await rm(`${legacy}.password`);

    const upgraded = await startEmbeddedPostgres({ dir: legacy, database: 'celebra' });
    try {
      const password = decodeURIComponent(new URL(upgraded.connectionString).password);
      expect(password).not.toBe('celebra-embedded');
      expect((await readFile(`${legacy}.password`, 'utf8')).trim()).toBe(password);
      expect(await query(upgraded.connectionString, 'select text from notes')).toEqual([
        { text: 'guardado' },
      ]);
    } finally {
      await upgraded.stop();
    }

    await rm(`${legacy}.password`);
    await expect(startEmbeddedPostgres({ dir: legacy, database: 'celebra' })).rejects.toThrow(
      /refused its password, and .*\.password is missing/,
    );
    await expect(readFile(path.join(legacy, 'postmaster.pid'))).rejects.toThrow();
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
