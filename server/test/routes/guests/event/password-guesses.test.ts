import { like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../src/app';
import { rateLimits } from '../../../../src/db/schema/index';
import { build } from '../../../helpers/build';
import { createHostEvent } from '../../../helpers/host-event';
import { connectTestDatabase } from '../../../helpers/test-database';

/**
 * Guessing a site's password: ten wrong ones per address and event in fifteen minutes, counted in
 * PostgreSQL so that two instances on one database (alternated here, as a load balancer would)
 * count together; then 429, the right password included.
 */
const t = await build();
const second = connectTestDatabase(
  String(t.config.database.kind === 'external' ? t.config.database.url : ''),
);
const other: FastifyInstance = await buildApp({ config: t.config, db: second.db });
afterAll(async () => {
  await other.close();
  await second.pool.end();
});

const TOO_MANY = {
  success: false,
  message: 'Muitas tentativas de senha. Aguarde alguns minutos e tente novamente.',
};

function open(slug: string, password: string | undefined, remoteAddress: string, app = t.app) {
  const query = password === undefined ? '' : `?password=${encodeURIComponent(password)}`;
  return app.inject({ url: `/api/guests/event/${slug}${query}`, remoteAddress });
}

async function guessCounters() {
  return t.db.select().from(rateLimits).where(like(rateLimits.key, 'site-password|%'));
}

describe('GET /api/guests/event/{slug}: password guesses', () => {
  it('answers ten wrong passwords with 401, then 429 for any password, on both instances', async () => {
    await createHostEvent(t.db, {
      event: { slug: 'chute-senha', title: 'Festa fechada' },
      settings: { password: 'segredo1' },
    });
    const address = '203.0.113.20';

    for (let i = 0; i < 10; i++) {
      const wrong = await open('chute-senha', `errada-${i}`, address, i % 2 === 0 ? t.app : other);
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json()).toEqual({ success: false, message: 'Senha incorreta.' });
    }

    const eleventh = await open('chute-senha', 'errada-10', address, other);
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual(TOO_MANY);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);

    // The right password now would tell a guesser it is right: it waits like the others.
    const right = await open('chute-senha', 'segredo1', address);
    expect(right.statusCode).toBe(429);
    expect(right.json()).toEqual(TOO_MANY);
    expect(right.body).not.toContain('Festa fechada');

    // Another address is not held back, nor the same address on another event.
    expect((await open('chute-senha', 'segredo1', '203.0.113.21')).statusCode).toBe(200);
    await createHostEvent(t.db, { event: { slug: 'outra-fechada' }, settings: { password: 'segredo2' } });
    expect((await open('outra-fechada', 'segredo2', address)).statusCode).toBe(200);
  });

  it('opens again once the window is over', async () => {
    await createHostEvent(t.db, { event: { slug: 'janela-senha' }, settings: { password: 'segredo1' } });
    const address = '203.0.113.22';
    for (let i = 0; i < 11; i++) await open('janela-senha', 'errada', address);
    expect((await open('janela-senha', 'segredo1', address)).statusCode).toBe(429);

    await t.db.update(rateLimits).set({ expiresAt: new Date(Date.now() - 1000) });

    expect((await open('janela-senha', 'segredo1', address)).statusCode).toBe(200);
  });

  it('counts neither the first visit without a password, nor right passwords, nor open sites', async () => {
    await createHostEvent(t.db, { event: { slug: 'conta-nada' }, settings: { password: 'segredo1' } });
    await createHostEvent(t.db, { event: { slug: 'site-aberto' } });
    const address = '203.0.113.23';

    for (let i = 0; i < 15; i++) {
      expect((await open('conta-nada', undefined, address)).statusCode).toBe(401);
      expect((await open('conta-nada', 'segredo1', address)).statusCode).toBe(200);
      // An open site ignores whatever password comes along.
      expect((await open('site-aberto', `qualquer-${i}`, address)).statusCode).toBe(200);
    }

    // A right password is counted before its check, like any guess, and gives its count back.
    const counted = (await guessCounters()).filter((row) => row.key.includes(address));
    expect(counted.map((row) => row.count)).toEqual(counted.map(() => 0));
  });
});
