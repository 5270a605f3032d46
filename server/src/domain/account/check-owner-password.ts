import { ACCOUNT_TOO_MANY_GUESSES_MESSAGE, ACCOUNT_WRONG_PASSWORD_MESSAGE } from '@celebra/shared/messages';
import type { Db } from '../../db/client';
import { checkPasswordAgain } from '../user/check-password-again';

/** The account's password, asked again before all of the host's data is handed over or the account deleted. */
export function checkOwnerPassword(db: Db, userId: number, password: string): Promise<void> {
  return checkPasswordAgain(db, userId, password, {
    counter: 'account-password',
    wrongMessage: ACCOUNT_WRONG_PASSWORD_MESSAGE,
    tooManyMessage: ACCOUNT_TOO_MANY_GUESSES_MESSAGE,
  });
}
