import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { claimGuess, giveBackGuess } from '../site-password/password-guesses';

/** What the password is asked again for: its own counter of wrong guesses and its own messages. */
export type PasswordAgainPurpose = { counter: string; wrongMessage: string; tooManyMessage: string };

/**
 * A host's account password, asked again before something a session left open on a shared
 * computer must not be enough for (sending the payouts elsewhere, taking all their data, deleting
 * the account). Wrong guesses are counted per host and purpose in rate_limits, beside the request
 * limits, not per address: whoever holds a stolen session gets the same ten words a quarter of an
 * hour from any number of addresses. Every attempt is counted before the password is checked
 * (claimGuess), a right one giving its count back: a wrong password is a 403; past the limit every
 * attempt is a 429 answered without any check, the right one included, so a success among the
 * refusals cannot tell a guesser which word was right.
 */
export async function checkPasswordAgain(
  db: Db,
  userId: number,
  password: string,
  purpose: PasswordAgainPurpose,
): Promise<void> {
  const key = `${purpose.counter}|user:${userId}`;
  // Counted before the slow check, atomically: a burst sent at once has at most the limit checked.
  const guess = await claimGuess(db, key);
  if (!guess.allowed) throw new DomainError('too-many', purpose.tooManyMessage);
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (user && (await verifyPassword(user.passwordHash, password))) {
    await giveBackGuess(db, key);
    return;
  }
  throw new DomainError('forbidden', purpose.wrongMessage);
}
