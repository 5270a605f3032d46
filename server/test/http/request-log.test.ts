import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { build } from '../helpers/build';

const t = await build();
const lines: Record<string, unknown>[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    lines.push(JSON.parse(String(chunk)));
    done();
  },
});
const app = await buildApp({ config: t.config, db: t.db, logger: pino({ level: 'info' }, capture) });
afterAll(() => app.close());

describe('request log', () => {
  it('writes one line per request once answered: method, address, status and time', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);

    const requestLines = lines.filter((line) => line.req !== undefined || line.res !== undefined);
    expect(requestLines).toHaveLength(1);
    expect(requestLines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/health' },
      res: { statusCode: 200 },
    });
    expect(requestLines[0]?.responseTime).toEqual(expect.any(Number));
  });

  it("never writes a secret of the address: a site's password, a purchase's status token", async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: '/api/health?password=segredo-do-site&x=1' });
    await app.inject({ method: 'GET', url: '/api/health?token=token-da-compra' });

    const requestLines = lines.filter((line) => line.req !== undefined);
    expect(requestLines.map((line) => (line.req as { url: string }).url)).toEqual([
      '/api/health?password=***&x=1',
      '/api/health?token=***',
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/segredo-do-site|token-da-compra/);
    expect(requestLines[0]).toMatchObject({ req: { method: 'GET' } });
  });

  it("never writes a guest's personal invitation token: in the invitation's path nor in ?convite=", async () => {
    lines.length = 0;
    const token = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
    await app.inject({ method: 'GET', url: `/api/guests/invitation/${token}` });
    await app.inject({ method: 'GET', url: `/api/guests/invitation/${token}?x=1` });
    await app.inject({ method: 'GET', url: `/casamento-ana?convite=${token}#confirmacao` });
    await app.inject({ method: 'GET', url: `/casamento-ana?utm=1&CONVITE=${token}` });

    const requestLines = lines.filter((line) => line.req !== undefined);
    expect(requestLines.map((line) => (line.req as { url: string }).url)).toEqual([
      '/api/guests/invitation/***',
      '/api/guests/invitation/***?x=1',
      '/casamento-ana?convite=***',
      '/casamento-ana?utm=1&CONVITE=***',
    ]);
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
