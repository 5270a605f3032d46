import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRE_REGISTER_LIMITS } from '../../../../src/routes/users/pre-register/pre-register-limits';
import { build } from '../../../helpers/build';
import { PASSWORD } from './pre-register-client';

/**
 * The signed-out pre-registration calls are limited per client address and per e-mail address,
 * in PostgreSQL. (The fee is zero here, so no checkout is made.)
 */
const t = await build();

const TOO_MANY = /^Muitas tentativas\. Tente novamente em \d+ segundos\.$/;
let serial = 0;
const uniqueEmail = () => {
  serial += 1;
  return `limite${serial}@exemplo.com`;
};

const CALLS = {
  register: {
    path: '',
    body: (email: string) => ({
      firstName: 'Bia',
      lastName: 'Lima',
      phoneNumber: '(11) 91234-5678',
      email,
      password: PASSWORD,
      confirmPassword: PASSWORD,
      acceptTerms: true,
    }),
  },
  get: { path: '/get', body: (email: string) => ({ email, token: 'x'.repeat(43) }) },
  generatePayment: { path: '/generate-payment', body: (email: string) => ({ email, token: 'x'.repeat(43) }) },
  sendCode: { path: '/send-code', body: (email: string) => ({ email }) },
  verify: { path: '/verify', body: (email: string) => ({ email, code: 'x'.repeat(43) }) },
} as const;

async function send(name: keyof typeof CALLS, email: string, remoteAddress: string) {
  const call = CALLS[name];
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/users/pre-register${call.path}`,
    payload: call.body(email),
    remoteAddress,
  });
  if (response.statusCode === 429) {
    expect(response.json()).toEqual({ success: false, message: expect.stringMatching(TOO_MANY) });
  }
  return response.statusCode;
}

describe('rate limits of the pre-registration calls', () => {
  it.each(Object.keys(CALLS) as (keyof typeof CALLS)[])(
    '%s: per client address, whatever the e-mails, then 429; another address is not affected',
    async (name) => {
      const { max } = PRE_REGISTER_LIMITS[name].perClient;
      const address = `192.0.2.${serial % 250}`;
      const statuses = [];
      for (let i = 0; i <= max; i++) statuses.push(await send(name, uniqueEmail(), address));
      expect(statuses.slice(0, max)).not.toContain(429);
      expect(statuses[max]).toBe(429);
      expect(await send(name, uniqueEmail(), `198.51.100.${serial % 250}`)).not.toBe(429);
    },
  );

  it.each(Object.keys(CALLS) as (keyof typeof CALLS)[])(
    '%s: per e-mail address, from however many clients, then 429; another e-mail is not affected',
    async (name) => {
      const { max } = PRE_REGISTER_LIMITS[name].perEmail;
      const email = uniqueEmail();
      const statuses = [];
      for (let i = 0; i <= max; i++) statuses.push(await send(name, email, `203.0.113.${i + 1}`));
      expect(statuses.slice(0, max)).not.toContain(429);
      expect(statuses[max]).toBe(429);
      // The same address in another case is the same e-mail.
      expect(await send(name, email.toUpperCase(), '203.0.113.250')).toBe(429);
      expect(await send(name, uniqueEmail(), '203.0.113.251')).not.toBe(429);
    },
  );

  it('the calls that make something allow a handful an hour per e-mail', () => {
    for (const name of ['register', 'generatePayment', 'sendCode'] as const) {
      expect(PRE_REGISTER_LIMITS[name].perEmail).toEqual({ max: 5, timeWindow: 3_600_000 });
    }
  });

  it('keeps its counters in the database, without the e-mail addresses', async () => {
    const { rows } = await t.db.execute<{ key: string }>(sql`select key from rate_limits`);
    expect(rows.some((row) => row.key.includes('pre-register:register|email:'))).toBe(true);
    expect(rows.filter((row) => row.key.includes('@'))).toEqual([]);
  });
});
