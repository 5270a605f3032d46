import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { payoutDestinations } from '../../src/db/schema/index';
import { createTestAdmin, createTestUser, userHeaders } from '../helpers/accounts';
import { createHostEvent } from '../helpers/host-event';

/**
 * A burst of guesses sent at once, the right password among them (121st of 150, as the red team
 * sent it): whatever the concurrency, at most the allowed number of guesses is checked in the
 * window (every other one a 429 answered before any check), and the right one, past them, is
 * refused like the rest. Each guess counter is counted atomically in PostgreSQL before the
 * password is checked; these run against the real database, every request in flight together.
 */
// Every password check of the server goes through verifyPassword: counted here, to tell how many
// guesses of a burst were really checked (a 429 after the check would still have tested a word).
const verified = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../../src/auth/password', async (importActual) => {
  const actual = await importActual<typeof import('../../src/auth/password')>();
  return {
    ...actual,
    verifyPassword: (hash: string, password: string) => {
      verified.calls += 1;
      return actual.verifyPassword(hash, password);
    },
  };
});

// The server's test files share one module graph per worker (isolation off, vitest.config.ts): an
// earlier file may have loaded the app on the real module, so the registry is reset and the app
// imported afresh, on the counting one; after this file, the next ones get the real module back.
vi.resetModules();
const { build } = await import('../helpers/build');
const t = await build();
afterAll(() => {
  vi.doUnmock('../../src/auth/password');
  vi.resetModules();
});
beforeEach(() => {
  verified.calls = 0;
});

const BURST = 150;
const RIGHT_AT = 120;

/** The burst's words: wrong ones, the right one at RIGHT_AT. */
function words(right: string): string[] {
  return Array.from({ length: BURST }, (_, i) => (i === RIGHT_AT ? right : `errada-${i}`));
}

/** Answers that were not refused for too many guesses: the guesses actually checked. */
const checked = (answers: LightMyRequestResponse[]) => answers.filter((answer) => answer.statusCode !== 429);

/** At most `max` words checked: by the answers and by the password checks actually run. */
function expectAtMostChecked(answers: LightMyRequestResponse[], max: number) {
  expect(checked(answers).length).toBeLessThanOrEqual(max);
  // Some were checked, and through the counted function (not an app built on the real one).
  expect(verified.calls).toBeGreaterThan(0);
  expect(verified.calls).toBeLessThanOrEqual(max);
}

describe('a burst of guesses of the password asked again', () => {
  it('downloading the data: ten checked, the right one refused, no data handed over', async () => {
    const host = await createTestUser(t.db);
    const headers = await userHeaders(t.db, host.id);

    const answers = await Promise.all(
      words(host.password).map((password) =>
        t.app.inject({ method: 'POST', url: '/api/users/account/export', headers, payload: { password } }),
      ),
    );

    expectAtMostChecked(answers, 10);
    expect(checked(answers).every((answer) => answer.statusCode === 403)).toBe(true);
    expect(answers[RIGHT_AT]?.statusCode).toBe(429);
    expect(answers.some((answer) => answer.headers['content-type'] === 'application/zip')).toBe(false);
  }, 120_000);

  it('changing the payout destination: ten checked, the destination unchanged', async () => {
    const host = await createTestUser(t.db, { event: null });
    const headers = await userHeaders(t.db, host.id);
    const body = (currentPassword: string) => ({
      holderName: 'Ladrão',
      documentType: 'CPF',
      document: '123.456.789-09',
      pixKeyType: 'CPF',
      pixKey: '123.456.789-09',
      currentPassword,
    });

    const answers = await Promise.all(
      words(host.password).map((password) =>
        t.app.inject({
          method: 'PUT',
          url: '/api/users/payout-destination',
          headers,
          payload: body(password),
        }),
      ),
    );

    expectAtMostChecked(answers, 10);
    expect(answers[RIGHT_AT]?.statusCode).toBe(429);
    expect(
      await t.db.select().from(payoutDestinations).where(eq(payoutDestinations.userId, host.id)),
    ).toEqual([]);
  }, 120_000);
});

describe('a burst of guesses of a login', () => {
  it.each([
    ['host', '/api/users/login', () => createTestUser(t.db, { event: null }), '198.51.100.31'],
    ['administrator', '/api/admin/login', () => createTestAdmin(t.db), '198.51.100.32'],
  ])(
    '%s: ten checked per address, the right one refused',
    async (_who, url, create, remoteAddress) => {
      const account = await create();

      const answers = await Promise.all(
        words(account.password).map((password) =>
          t.app.inject({ method: 'POST', url, remoteAddress, payload: { email: account.email, password } }),
        ),
      );

      expectAtMostChecked(answers, 10);
      expect(answers[RIGHT_AT]?.statusCode).toBe(429);
      expect(answers.some((answer) => answer.statusCode === 200)).toBe(false);
    },
    120_000,
  );
});

describe('a burst of guesses of a site password', () => {
  it('ten checked per address and event, the right one refused, the page not sent', async () => {
    await createHostEvent(t.db, {
      event: { slug: 'rajada-senha', title: 'Festa fechada' },
      settings: { password: 'segredo-da-festa' },
    });

    const answers = await Promise.all(
      words('segredo-da-festa').map((password) =>
        t.app.inject({
          url: `/api/guests/event/rajada-senha?password=${encodeURIComponent(password)}`,
          remoteAddress: '198.51.100.33',
        }),
      ),
    );

    expectAtMostChecked(answers, 10);
    expect(checked(answers).every((answer) => answer.statusCode === 401)).toBe(true);
    expect(answers[RIGHT_AT]?.statusCode).toBe(429);

    // A guest on another address is not held back by the guesser's burst.
    const guest = await t.app.inject({
      url: '/api/guests/event/rajada-senha?password=segredo-da-festa',
      remoteAddress: '198.51.100.34',
    });
    expect(guest.statusCode).toBe(200);
  }, 120_000);
});
