import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createLogger, prettyStdout } from '../../src/logger';

const dir = await mkdtemp(path.join(tmpdir(), 'celebra-logger-'));
afterAll(() => rm(dir, { recursive: true, force: true }));
const wasTty = process.stdout.isTTY;
afterEach(() => {
  process.stdout.isTTY = wasTty;
});

describe('the logs', () => {
  it('are JSON when nobody watches stdout (a pipe, a log collector)', async () => {
    process.stdout.isTTY = false;
    expect(await prettyStdout()).toBeUndefined();
  });

  it('are readable lines on a terminal, and the error log file stays JSON', async () => {
    process.stdout.isTTY = true;
    const pretty = await prettyStdout();
    expect(pretty).toBeDefined();

    // The same kind of stream, written to memory instead of the terminal.
    const { default: prettyFactory } = await import('pino-pretty');
    let printed = '';
    const screen = new Writable({
      write(chunk, _encoding, callback) {
        printed += chunk.toString();
        callback();
      },
    });
    const errorLogPath = path.join(dir, 'error.log');
    const { logger, close } = createLogger({
      level: 'info',
      errorLogPath,
      stdout: prettyFactory({ colorize: false, sync: true, destination: screen }),
    });
    logger.info('servidor iniciado');
    logger.error({ code: 'X' }, 'algo falhou');
    close();
    expect(printed).toMatch(/INFO.*servidor iniciado/);
    expect(printed).toMatch(/ERROR.*algo falhou/);
    expect(() => JSON.parse(printed.split('\n')[0] ?? '')).toThrow();
    const fileLines = (await readFile(errorLogPath, 'utf8')).trim().split('\n');
    expect(fileLines).toHaveLength(1);
    expect(JSON.parse(fileLines[0] ?? '')).toMatchObject({ level: 50, msg: 'algo falhou' });
  });
});
