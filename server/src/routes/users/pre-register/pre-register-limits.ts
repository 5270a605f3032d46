import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { normalizeEmail } from '../../../auth/verify-login';
import { tooManyAttempts } from '../../../plugins/rate-limit';

type Window = { max: number; timeWindow: number };
type Limits = { perClient: Window; perEmail: Window };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The signed-out pre-registration calls, limited per client address AND per e-mail address, in
 * the rate limiter's PostgreSQL table (so across instances). Per client stops one machine from
 * trying many addresses; per e-mail stops many machines from working on one address. The
 * calls that make something (a registration, a checkout, a mail) allow a handful an hour; the
 * status look-up, which the page repeats while the visitor waits for the payment, more. What
 * the per-e-mail windows cost the owner is bounded: someone else using up an address's
 * allowance delays its owner for at most that window, and never fills their mailbox (the mail
 * plugin caps the mails per recipient, whatever sends them).
 */
export const PRE_REGISTER_LIMITS = {
  register: { perClient: { max: 10, timeWindow: HOUR }, perEmail: { max: 5, timeWindow: HOUR } },
  get: { perClient: { max: 60, timeWindow: 10 * MINUTE }, perEmail: { max: 60, timeWindow: 10 * MINUTE } },
  generatePayment: { perClient: { max: 10, timeWindow: HOUR }, perEmail: { max: 5, timeWindow: HOUR } },
  sendCode: { perClient: { max: 10, timeWindow: HOUR }, perEmail: { max: 5, timeWindow: HOUR } },
  verify: { perClient: { max: 20, timeWindow: 10 * MINUTE }, perEmail: { max: 20, timeWindow: 10 * MINUTE } },
  // The password confirms the event info, so it is limited like a login.
  eventInfo: { perClient: { max: 10, timeWindow: MINUTE }, perEmail: { max: 10, timeWindow: 10 * MINUTE } },
} satisfies Record<string, Limits>;

/**
 * A preHandler counting one request of the call `name` per client and per e-mail (of the parsed
 * body: validation has run, so a refused request costs nothing). The client's count comes first:
 * one machine over its own limit uses up nobody's e-mail allowance. The counters' keys hold the
 * SHA-256 of the address, not the address.
 */
export function limitPerClientAndEmail(app: FastifyInstance, name: string, limits: Limits) {
  const perClient = app.createRateLimit({
    ...limits.perClient,
    keyGenerator: (request: FastifyRequest) => `pre-register:${name}|client:${request.ip}`,
  });
  const perEmail = app.createRateLimit({
    ...limits.perEmail,
    keyGenerator: (request: FastifyRequest) => `pre-register:${name}|email:${emailHashOf(request)}`,
  });
  return async (request: FastifyRequest) => {
    for (const limit of [perClient, perEmail]) {
      const counted = await limit(request);
      if (!counted.isAllowed && counted.isExceeded) throw tooManyAttempts(counted.ttl);
    }
  };
}

function emailHashOf(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return createHash('sha256')
    .update(normalizeEmail(String(email ?? '')))
    .digest('hex');
}
