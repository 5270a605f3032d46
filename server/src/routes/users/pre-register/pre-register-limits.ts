import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { tooManyAttempts } from '../../../plugins/rate-limit';

type Window = { max: number; timeWindow: number };
type Limits = { perClient: Window; perProof?: Window };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/**
 * The signed-out pre-registration calls, limited per client address and, for the calls that
 * need a browser's proof, per proof too, in the rate limiter's PostgreSQL table (so across
 * instances). Per client stops one machine from trying many addresses; per proof stops many
 * machines from working with one proof (the event wizard checks the password with it). The calls
 * that make something (a registration, a checkout, a mail) allow a handful an hour; the status
 * look-up, which the page repeats while the visitor waits for the payment, more.
 *
 * Nothing is counted per e-mail address: anyone can type someone else's address, and a count
 * per address would let a stranger use up its owner's registrations, links and confirmations,
 * hour after hour. What a per-address count protected is held otherwise: the mail plugin caps
 * the mails any address receives in an hour (registering or asking for links cannot flood a
 * mailbox), the access codes and proofs are 256 random bits (nothing to guess), and a code is
 * never taken away by someone else's registration (verify-email.ts).
 */
export const PRE_REGISTER_LIMITS = {
  register: { perClient: { max: 10, timeWindow: HOUR } },
  get: { perClient: { max: 60, timeWindow: 10 * MINUTE }, perProof: { max: 60, timeWindow: 10 * MINUTE } },
  generatePayment: { perClient: { max: 10, timeWindow: HOUR }, perProof: { max: 5, timeWindow: HOUR } },
  sendCode: { perClient: { max: 10, timeWindow: HOUR } },
  verify: { perClient: { max: 20, timeWindow: 10 * MINUTE } },
  // The password confirms the event info, so it is limited like a login.
  eventInfo: { perClient: { max: 10, timeWindow: MINUTE }, perProof: { max: 10, timeWindow: 10 * MINUTE } },
} satisfies Record<string, Limits>;

/**
 * A preHandler counting one request of the call `name` per client and, if the call has such a
 * limit, per proof (the body's `token`; validation has run, so a refused request costs nothing).
 * Each is counted before anything is checked. The client's count comes first: one machine over
 * its own limit uses up no proof's allowance. The counters' keys hold the SHA-256 of the proof,
 * not the proof.
 */
export function limitPerClientAndProof(app: FastifyInstance, name: string, limits: Limits) {
  const counters = [
    app.createRateLimit({
      ...limits.perClient,
      keyGenerator: (request: FastifyRequest) => `pre-register:${name}|client:${request.ip}`,
    }),
  ];
  if (limits.perProof) {
    counters.push(
      app.createRateLimit({
        ...limits.perProof,
        keyGenerator: (request: FastifyRequest) => `pre-register:${name}|proof:${proofHashOf(request)}`,
      }),
    );
  }
  return async (request: FastifyRequest) => {
    for (const limit of counters) {
      const counted = await limit(request);
      if (!counted.isAllowed && counted.isExceeded) throw tooManyAttempts(counted.ttl);
    }
  };
}

function proofHashOf(request: FastifyRequest): string {
  const token = (request.body as { token?: unknown } | undefined)?.token;
  return createHash('sha256')
    .update(String(token ?? ''))
    .digest('hex');
}
