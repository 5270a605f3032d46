import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema/index';
import { preparedStatement } from '../../read-model/prepared-statement';

/**
 * Wrong site passwords a client may try on one event: ten in fifteen minutes per address and
 * event. A guest who mistypes a few times never meets it; a script trying a word list gets ten
 * words a quarter of an hour. Counted per event, so guests of different weddings behind one
 * carrier's shared address do not use up each other's tries.
 */
export const PASSWORD_GUESS_LIMIT = { max: 10, windowMs: 15 * 60_000 } as const;

/**
 * The counter's key in rate_limits (the table of the request limits, plugins/rate-limit.ts), so
 * every instance on the database counts together and the periodic clean-up of expired windows
 * removes these rows too. The prefix keeps it apart from the routes' own counters.
 */
export function passwordGuessKey(ip: string, eventId: number): string {
  return `site-password|${ip}|event:${eventId}`;
}

type Count = { count: number; ttl: number };

// The milliseconds a window has left: 0 once it has expired.
const msLeft = sql<number>`greatest(0, ceil(extract(epoch from (${rateLimits.expiresAt} - now())) * 1000))::int`;

// The same atomic upsert as the request limits': a window that has expired starts again at 1.
const incrementGuesses = preparedStatement('site_password_guess_increment', (db) => {
  const expired = sql`${rateLimits.expiresAt} <= now()`;
  return db
    .insert(rateLimits)
    .values({
      key: sql.placeholder('key'),
      count: 1,
      expiresAt: sql`now() + ${sql.placeholder('windowMs')} * interval '1 millisecond'`,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        expiresAt: sql`case when ${expired} then excluded.expires_at else ${rateLimits.expiresAt} end`,
      },
    })
    .returning({ count: rateLimits.count, ttl: msLeft });
});

// No row, or an expired one: no wrong guess in the current window.
const readGuesses = preparedStatement('site_password_guess_count', (db) =>
  db
    .select({ count: rateLimits.count, ttl: msLeft })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, sql.placeholder('key')), sql`${rateLimits.expiresAt} > now()`)),
);

/** Counts one wrong guess; answers the guesses of the window, this one included. */
export async function countWrongGuess(db: Db, key: string): Promise<Count> {
  const [row] = await incrementGuesses(db, { key, windowMs: PASSWORD_GUESS_LIMIT.windowMs });
  return { count: Number(row?.count ?? 1), ttl: Number(row?.ttl ?? PASSWORD_GUESS_LIMIT.windowMs) };
}

/** The wrong guesses of the current window, without counting one. */
export async function findWrongGuesses(db: Db, key: string): Promise<Count> {
  const [row] = await readGuesses(db, { key });
  return { count: Number(row?.count ?? 0), ttl: Number(row?.ttl ?? 0) };
}

// A right guess gives its count back; never below zero, nor into a window that has started again.
const decrementGuesses = preparedStatement('password_guess_give_back', (db) =>
  db
    .update(rateLimits)
    .set({ count: sql`greatest(0, ${rateLimits.count} - 1)` })
    .where(and(eq(rateLimits.key, sql.placeholder('key')), sql`${rateLimits.expiresAt} > now()`)),
);

/**
 * A guess, counted BEFORE its password is checked: one atomic upsert claims its place in the
 * window, and `allowed` is false past the limit, so the caller refuses it without checking
 * anything. A check read before it is counted (read the count, check for ~50 ms, then count)
 * lets a burst sent at once all pass the read: counted first, a burst of any size has at most
 * `max` of its guesses checked per window, whatever the concurrency and the number of
 * instances. A guess found right gives its place back (giveBackGuess), so whoever knows the
 * password never uses up the tries.
 */
export async function claimGuess(db: Db, key: string): Promise<Count & { allowed: boolean }> {
  const counted = await countWrongGuess(db, key);
  return { ...counted, allowed: counted.count <= PASSWORD_GUESS_LIMIT.max };
}

/** The place a right guess claimed, given back. */
export async function giveBackGuess(db: Db, key: string): Promise<void> {
  await decrementGuesses(db, { key });
}
