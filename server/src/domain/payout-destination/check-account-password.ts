import {
  PAYOUT_DESTINATION_TOO_MANY_GUESSES_MESSAGE,
  PAYOUT_DESTINATION_WRONG_PASSWORD_MESSAGE,
} from '@celebra/shared/messages';
import type { Db } from '../../db/client';
import { checkPasswordAgain } from '../user/check-password-again';

/** The account's password, asked again before the payouts' destination changes. */
export function checkAccountPassword(db: Db, userId: number, password: string): Promise<void> {
  return checkPasswordAgain(db, userId, password, {
    counter: 'payout-destination-password',
    wrongMessage: PAYOUT_DESTINATION_WRONG_PASSWORD_MESSAGE,
    tooManyMessage: PAYOUT_DESTINATION_TOO_MANY_GUESSES_MESSAGE,
  });
}
