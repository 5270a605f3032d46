import {
  PASSWORD_REQUIRED_MESSAGE,
  TOO_MANY_PASSWORD_GUESSES_MESSAGE,
  WRONG_PASSWORD_MESSAGE,
} from '@celebra/shared/messages';
import type { Db } from '../../db/client';
import { DomainError } from '../errors/domain-error';
import { isLegacyHash, upgradeSitePasswordHash, verifySitePassword } from './hash-site-password';
import { claimGuess, giveBackGuess, passwordGuessKey } from './password-guesses';

/** A client past the guesses allowed on this event ('too-many'), with the seconds left to wait. */
export class TooManyGuessesError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    super('too-many', TOO_MANY_PASSWORD_GUESSES_MESSAGE);
  }
}

export type SitePasswordCheck = {
  eventId: number;
  /** The address the guess comes from: guesses are counted per address and event. */
  clientIp: string;
  /** The hash of the event's password (hash-site-password.ts); null for an open site. */
  expected: string | null;
  /** What the guest sent: the page's `?password=`, a write's `sitePassword`. */
  given: string | undefined;
};

/**
 * The one gate of a password-protected site, for its page and for the guests' writes on it (a
 * message, a presence confirmation, a purchase). An open site passes with no SQL. Otherwise:
 * no password is the 401 that makes the guest site ask for it (not a guess). A password given is
 * counted BEFORE it is checked (claimGuess, one atomic upsert): past the limit on this event the
 * client gets 429 and nothing is checked, the right password included (a 200 among the 429s
 * would tell a guesser which word was right), so a burst of any size has at most the limit
 * checked. A wrong one stays counted and is answered 401 'Senha incorreta.'; a right one gives
 * its count back, so guests who know the password never use up the tries.
 */
export async function checkSitePassword(
  db: Db,
  { eventId, clientIp, expected, given }: SitePasswordCheck,
): Promise<void> {
  if (expected === null) return;
  if (!given) throw new DomainError('unauthenticated', PASSWORD_REQUIRED_MESSAGE);
  const key = passwordGuessKey(clientIp, eventId);
  const guess = await claimGuess(db, key);
  if (!guess.allowed) throw tooManyGuesses(guess.ttl);
  if (!(await verifySitePassword(expected, given)))
    throw new DomainError('unauthenticated', WRONG_PASSWORD_MESSAGE);
  await giveBackGuess(db, key);
  if (isLegacyHash(expected)) await upgradeSitePasswordHash(db, eventId, expected, given);
}

function tooManyGuesses(ttlMs: number): TooManyGuessesError {
  return new TooManyGuessesError(Math.max(1, Math.ceil(ttlMs / 1000)));
}
