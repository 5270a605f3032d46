import { createHash, timingSafeEqual } from 'node:crypto';
import {
  PASSWORD_REQUIRED_MESSAGE,
  TOO_MANY_PASSWORD_GUESSES_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@celebra/shared/messages';
import type { Db } from '../../db/client';
import { HttpError } from '../../http/http-error';
import {
  countWrongGuess,
  findWrongGuesses,
  PASSWORD_GUESS_LIMIT,
  passwordGuessKey,
} from './password-guesses';

/** A 429 for a client past the guesses allowed on this event, with the seconds left to wait. */
export class TooManyGuessesError extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, TOO_MANY_PASSWORD_GUESSES_MESSAGE);
  }
}

export type SitePasswordCheck = {
  eventId: number;
  /** The address the guess comes from: guesses are counted per address and event. */
  clientIp: string;
  /** The event's password; null for an open site. */
  expected: string | null;
  /** What the guest sent: the page's `?password=`, a write's `sitePassword`. */
  given: string | undefined;
};

/**
 * The one gate of a password-protected site, for its page and for the guests' writes on it (a
 * message, a presence confirmation, a purchase). An open site passes with no SQL. Otherwise:
 * no password is the 401 that makes the guest site ask for it (not a guess); a wrong one is
 * counted (password-guesses.ts) and answered 401 'Senha incorreta.', or 429 once the client is
 * past the limit on this event. A right one still answers 429 while the client is past the
 * limit: otherwise a 200 among the 429s would tell a guesser which word was right.
 */
export async function checkSitePassword(
  db: Db,
  { eventId, clientIp, expected, given }: SitePasswordCheck,
): Promise<void> {
  if (expected === null) return;
  if (!given) throw new HttpError(401, PASSWORD_REQUIRED_MESSAGE);
  const key = passwordGuessKey(clientIp, eventId);
  if (isSamePassword(given, expected)) {
    const guesses = await findWrongGuesses(db, key);
    if (guesses.count >= PASSWORD_GUESS_LIMIT.max) throw tooManyGuesses(guesses.ttl);
    return;
  }
  const guesses = await countWrongGuess(db, key);
  if (guesses.count > PASSWORD_GUESS_LIMIT.max) throw tooManyGuesses(guesses.ttl);
  throw new HttpError(401, WRONG_PASSWORD_MESSAGE);
}

function tooManyGuesses(ttlMs: number): TooManyGuessesError {
  return new TooManyGuessesError(Math.max(1, Math.ceil(ttlMs / 1000)));
}

/** Compared through fixed-length digests in constant time, so timing tells nothing of the password. */
export function isSamePassword(given: string, expected: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
