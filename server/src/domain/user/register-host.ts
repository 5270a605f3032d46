import { NO_REQUEST_PASSWORD_MESSAGE, UNVERIFIED_REQUEST_PASSWORD_MESSAGE } from '@celebra/shared/messages';
import { hashPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import { DomainError } from '../errors/domain-error';
import { assertCategoryOfType, findRequestPassword } from '../pre-registration/find-request-password';
import { type Conversion, createHostAccount, type Draft } from './create-host-account';

/**
 * The admin wizard's draft made a host with their event: the category must belong to the event
 * type, and the account's password is the one typed in the wizard, or the one the newcomer chose
 * at pre-registration (`useUserPassword`). That one is reused only once the owner of the address
 * proved it (domain/pre-registration): whoever registered an address they do not own chose it.
 * The platform's own conversion of a request (publishRequestEvent) comes through here too, with
 * the request's draft and the password the host chose. Returns the new host's id.
 */
export async function registerHost(db: Db, draft: Draft, conversion?: Conversion): Promise<number> {
  const requested = draft.preUserRequestId
    ? await findRequestPassword(db, draft.preUserRequestId)
    : undefined;
  await assertCategoryOfType(db, draft.eventCategoryId, draft.eventTypeId);

  let passwordHash: string;
  if (draft.useUserPassword) {
    if (!requested?.passwordHash) throw new DomainError('invalid', NO_REQUEST_PASSWORD_MESSAGE);
    if (!requested.emailVerified) throw new DomainError('invalid', UNVERIFIED_REQUEST_PASSWORD_MESSAGE);
    passwordHash = requested.passwordHash;
  } else {
    // The schema checked the rules; the type still says optional.
    passwordHash = await hashPassword(draft.password ?? '');
  }
  return createHostAccount(db, draft, passwordHash, conversion);
}
