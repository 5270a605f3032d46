import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, runFailingStart } from './server-process';

/**
 * A start that cannot succeed, on the built server as `npm start` runs it: it exits non-zero with
 * one plain line saying what is wrong and what to do, not a JSON log with a stack trace.
 */
const dataDir = await mkdtemp(path.join(tmpdir(), 'celebra-faults-start-'));
afterAll(() => rm(dataDir, { recursive: true, force: true }));

function expectOnePlainLine(output: string, line: string): void {
  expect(output).toContain(line);
  // No stack frames, and no JSON log line carrying one.
  expect(output).not.toMatch(/^\s+at /m);
  expect(output).not.toContain('"stack"');
}

describe('a start that fails', () => {
  it('says so in one line when the port is taken', async () => {
    const port = await freePort();
    const squatter: Server = createServer();
    await new Promise<void>((resolve) => squatter.listen(port, '127.0.0.1', resolve));
    try {
      // The embedded PostgreSQL of a DATA_DIR of its own: the start gets as far as listening.
      const { code, output } = await runFailingStart({ DATA_DIR: dataDir }, port);
      expect(code, output).not.toBe(0);
      expectOnePlainLine(output, `Port ${port} is in use: stop the other process or set PORT.`);
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });

  it('says so in one line, without the password, when the database is unreachable', async () => {
    const databasePort = await freePort();
    const { code, output } = await runFailingStart(
      {
        DATA_DIR: dataDir,
        DATABASE_URL: `postgres://celebra:segredo-do-banco@127.0.0.1:${databasePort}/celebra`,
      },
      await freePort(),
    );
    expect(code, output).not.toBe(0);
    expectOnePlainLine(
      output,
      `Database celebra@127.0.0.1:${databasePort}/celebra unreachable (ECONNREFUSED): check that PostgreSQL is running and DATABASE_URL's host and port.`,
    );
    expect(output).not.toContain('segredo-do-banco');
  });
});
