import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { HttpError } from '../../http/http-error';
import { countWrongGuess, findWrongGuesses, PASSWORD_GUESS_LIMIT } from '../site-password/password-guesses';

/** What the password is asked again for: its own counter of wrong guesses and its own messages. */
export type PasswordAgainPurpose = { counter: string; wrongMessage: string; tooManyMessage: string };

/**
 * A host's account password, asked again before something a session left open on a shared
 * computer must not be enough for (sending the payouts elsewhere, taking all their data, deleting
 * the account). Wrong guesses are counted per host and purpose in rate_limits, beside the request
 * limits, not per address: whoever holds a stolen session gets the same ten words a quarter of an
 * hour from any number of addresses. A wrong password is a 403 and counted; past the limit every
 * attempt is a 429, the right one included, so a success among the refusals cannot tell a guesser
 * which word was right.
 */
export async function checkPasswordAgain(
  db: Db,
  userId: number,
  password: string,
  purpose: PasswordAgainPurpose,
): Promise<void> {
  const key = `${purpose.counter}|user:${userId}`;
  const before = await findWrongGuesses(db, key);
  if (before.count >= PASSWORD_GUESS_LIMIT.max) throw new HttpError(429, purpose.tooManyMessage);
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (user && (await verifyPassword(user.passwordHash, password))) return;
  const after = await countWrongGuess(db, key);
  if (after.count > PASSWORD_GUESS_LIMIT.max) throw new HttpError(429, purpose.tooManyMessage);
  throw new HttpError(403, purpose.wrongMessage);
}
