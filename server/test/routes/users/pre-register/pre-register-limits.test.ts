import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PRE_REGISTER_LIMITS } from '../../../../src/routes/users/pre-register/pre-register-limits';
import { build } from '../../../helpers/build';
import { PASSWORD } from './pre-register-client';

/**
 * The signed-out pre-registration calls are limited per client address and, those that need a
 * browser's proof, per proof, in PostgreSQL; never per e-mail address. (The fee is zero here, so no checkout is made.)
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
  // A proof that opens nothing, one for each address.
  get: { path: '/get', body: (email: string) => ({ email, token: `prova-de-${email}` }) },
  generatePayment: {
    path: '/generate-payment',
    body: (email: string) => ({ email, token: `prova-de-${email}` }),
  },
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

  it.each(['register', 'sendCode', 'verify'] as const)(
    '%s: nothing per e-mail address, so that strangers on many clients never refuse its owner',
    async (name) => {
      expect(PRE_REGISTER_LIMITS[name]).not.toHaveProperty('perProof');
      const email = uniqueEmail();
      const statuses = [];
      for (let i = 0; i < 25; i++) statuses.push(await send(name, email, `203.0.113.${i + 1}`));
      expect(statuses).not.toContain(429);
    },
  );

  it.each(['get', 'generatePayment'] as const)(
    '%s: per proof, from however many clients, then 429; another proof of the same e-mail is not affected',
    async (name) => {
      const { max } = PRE_REGISTER_LIMITS[name].perProof;
      const email = uniqueEmail();
      const statuses = [];
      for (let i = 0; i <= max; i++) statuses.push(await send(name, email, `203.0.113.${i + 1}`));
      expect(statuses.slice(0, max)).not.toContain(429);
      expect(statuses[max]).toBe(429);
      const other = await t.app.inject({
        method: 'POST',
        url: `/api/users/pre-register${CALLS[name].path}`,
        payload: { email, token: `outra-prova-de-${email}` },
        remoteAddress: '203.0.113.250',
      });
      expect(other.statusCode).not.toBe(429);
    },
  );

  it('the calls that make a checkout allow a handful an hour per proof', () => {
    expect(PRE_REGISTER_LIMITS.generatePayment.perProof).toEqual({ max: 5, timeWindow: 3_600_000 });
  });

  it('keeps its counters in the database, without the e-mail addresses or the proofs', async () => {
    const { rows } = await t.db.execute<{ key: string }>(sql`select key from rate_limits`);
    expect(rows.some((row) => row.key.includes('pre-register:get|proof:'))).toBe(true);
    expect(rows.filter((row) => row.key.includes('@') || row.key.includes('prova'))).toEqual([]);
  });
});
