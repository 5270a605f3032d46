import { tooManyAttemptsMessage } from '@celebra/shared/messages';
import rateLimit, { type FastifyRateLimitStore, type RateLimitOptions } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema/index';
import { HttpError } from '../http/http-error';

/**
 * Guests' writes (a purchase, a message, a presence confirmation): twenty in ten minutes per
 * address and event. A family buying together behind one home router stays far below it; a
 * script filling an event's messages or starting checkouts in a loop does not. Counted per
 * event, so guests of different weddings behind one mobile carrier's shared address do not
 * use up each other's allowance. Counted after validation (preHandler): the event id is read
 * from the parsed request, and a refused request costs nothing but its 400.
 */
export const GUEST_WRITE_RATE_LIMIT: RateLimitOptions = {
  max: 20,
  timeWindow: 10 * 60_000,
  hook: 'preHandler',
  keyGenerator: (request: FastifyRequest) => `${request.ip}|event:${eventIdOf(request)}`,
};

function eventIdOf(request: FastifyRequest): string {
  const fromParams = (request.params as { eventId?: unknown } | undefined)?.eventId;
  const fromBody = (request.body as { eventId?: unknown } | undefined)?.eventId;
  return String(fromParams ?? fromBody ?? '');
}

// Expired rows are deleted by the instance that happens to make this many increments.
const CLEAN_UP_EVERY = 500;

/**
 * @fastify/rate-limit's store, in PostgreSQL (table rate_limits): one atomic upsert per counted
 * request, so every instance on the database shares the counters. A window that has expired
 * starts again at 1. `child` gives each route its own counters, as the built-in stores do.
 */
export function pgRateLimitStore(db: Pick<Db, 'execute' | 'insert'>) {
  let increments = 0;

  class PgRateLimitStore implements FastifyRateLimitStore {
    constructor(
      _options?: unknown,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      increment(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: unknown): FastifyRateLimitStore {
      const route = (routeOptions as { routeInfo?: { method?: unknown; url?: string } }).routeInfo;
      return new PgRateLimitStore(undefined, `${String(route?.method ?? '')} ${route?.url ?? ''}|`);
    }
  }

  // Prepared once (the statement's text is not rebuilt by the query builder at every counted
  // request) and named, so PostgreSQL parses and plans it once per pooled connection.
  const expired = sql`${rateLimits.expiresAt} <= now()`;
  const upsert = db
    .insert(rateLimits)
    .values({
      key: sql.placeholder('key'),
      count: 1,
      expiresAt: sql`now() + ${sql.placeholder('timeWindow')} * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({
      count: rateLimits.count,
      ttl: sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.expiresAt} - now())) * 1000))::int`,
    })
    .prepare('rate_limit_increment');

  async function increment(key: string, timeWindow: number): Promise<{ current: number; ttl: number }> {
    const [row] = await upsert.execute({ key, timeWindow });
    increments += 1;
    if (increments % CLEAN_UP_EVERY === 0) {
      // Fire and forget: a failed clean-up only leaves rows for the next one.
      db.execute(sql`delete from rate_limits where expires_at < now()`).catch(() => {});
    }
    return { current: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? timeWindow) };
  }

  return PgRateLimitStore;
}

/** The 429 of every limit, saying when to try again (`ttl`: milliseconds left in the window). */
export function tooManyAttempts(ttl: number): HttpError {
  return new HttpError(429, tooManyAttemptsMessage(Math.ceil(ttl / 1000)));
}

/**
 * @fastify/rate-limit with the PostgreSQL store. Only the routes that ask for it
 * (`config.rateLimit`) are limited: the logins and the guests' writes. A database that cannot be
 * reached fails the request like any other query (the errors plugin answers 503).
 */
export default fp<{ db: Pick<Db, 'execute' | 'insert'> }>(
  async (app, { db }) => {
    await app.register(rateLimit, {
      global: false,
      store: pgRateLimitStore(db),
      errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
    });
  },
  { name: 'rate-limit' },
);
