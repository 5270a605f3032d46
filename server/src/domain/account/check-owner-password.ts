import { ACCOUNT_TOO_MANY_GUESSES_MESSAGE, ACCOUNT_WRONG_PASSWORD_MESSAGE } from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import { verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { HttpError } from '../../http/http-error';
import { countWrongGuess, findWrongGuesses, PASSWORD_GUESS_LIMIT } from '../site-password/password-guesses';

/**
 * The counter of a host's wrong passwords before a download of their data or the deletion of the
 * account, in rate_limits beside the request limits. Per host, not per address: whoever holds a
 * stolen session gets the same ten words a quarter of an hour from any number of addresses.
 */
const guessKey = (userId: number) => `account-password|user:${userId}`;

/**
 * The account's password, asked again before everything of the host's is handed over or the
 * account is deleted: a session left open on a shared computer must not be enough. A wrong
 * password is a 403 and counted; past the limit every attempt is a 429, the right one included,
 * so a success among the refusals cannot tell a guesser which word was right.
 */
export async function checkOwnerPassword(db: Db, userId: number, password: string): Promise<void> {
  const key = guessKey(userId);
  const before = await findWrongGuesses(db, key);
  if (before.count >= PASSWORD_GUESS_LIMIT.max) throw new HttpError(429, ACCOUNT_TOO_MANY_GUESSES_MESSAGE);
  const [user] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, userId));
  if (user && (await verifyPassword(user.passwordHash, password))) return;
  const after = await countWrongGuess(db, key);
  if (after.count > PASSWORD_GUESS_LIMIT.max) throw new HttpError(429, ACCOUNT_TOO_MANY_GUESSES_MESSAGE);
  throw new HttpError(403, ACCOUNT_WRONG_PASSWORD_MESSAGE);
}
