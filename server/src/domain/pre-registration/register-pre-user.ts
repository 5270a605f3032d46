import { ACCOUNT_EXISTS_MESSAGE } from '@celebra/shared/messages';
import { hashPassword } from '../../auth/password';
import { DomainError } from '../errors/domain-error';
import type { Services } from '../services';
import { findPlatformFees } from '../settings/find-platform-fees';
import { deletePreUserRequest, registerPreUserRequest } from './create-pre-user-request';
import { isUserEmail } from './find-pre-user-request';
import { newAccessCode } from './pre-register-proof';
import { sendAccessMail } from './send-access-mail';
import { startFeeCheckout } from './start-fee-checkout';

type Registration = {
  firstName: string;
  lastName: string;
  /** Normalized (normalizeEmail). */
  email: string;
  phoneNumber: string;
  password: string;
};

/**
 * A newcomer registers: a 409 when the address already has an account; otherwise the request
 * (registerPreUserRequest), the fee's checkout when there is a fee (read from the settings now;
 * a zero fee approves at once), and the access link mailed with the checkout. A checkout that
 * cannot be created takes the request away with it, so registering again starts clean. Answers
 * the proof the registering browser keeps.
 */
export async function registerPreUser(services: Services, registration: Registration): Promise<string> {
  const { firstName, lastName, email, phoneNumber, password } = registration;
  if (await isUserEmail(services.db, email)) throw new DomainError('conflict', ACCOUNT_EXISTS_MESSAGE);
  const { listCreationFeeCents } = await findPlatformFees(services.db);
  const access = newAccessCode();
  const { id, paymentStatus, token } = await registerPreUserRequest(services.db, {
    firstName,
    lastName,
    email,
    phoneNumber,
    passwordHash: await hashPassword(password),
    accessCode: { codeHash: access.codeHash, expiresAt: access.expiresAt },
    feeWaived: listCreationFeeCents === 0,
  });
  let payment: { link: string; amountCents: number } | undefined;
  if (paymentStatus !== 'APPROVED') {
    try {
      const link = await startFeeCheckout(services, { id, email, firstName }, listCreationFeeCents);
      payment = { link, amountCents: listCreationFeeCents };
    } catch (error) {
      await deletePreUserRequest(services.db, id);
      throw error;
    }
  }
  await sendAccessMail(services, { email, firstName }, access.code, payment);
  return token;
}
