import type { ApiParsedBody } from '@celebra/shared/api';
import { PRE_REGISTER_MESSAGES } from '@celebra/shared/api';
import { slugify } from '@celebra/shared/format';
import {
  ACCOUNT_CREATED_MESSAGE,
  EVENT_LINK_REQUIRED_MESSAGE,
  FEE_NOT_APPROVED_MESSAGE,
  INVALID_LOGIN_MESSAGE,
} from '@celebra/shared/messages';
import { verifyPassword } from '../../auth/password';
import type { Db } from '../../db/client';
import type { PreUserRequest } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { checkEventInfo } from './check-event-info';
import { updatePreUserRequest } from './create-pre-user-request';

/**
 * The event wizard's answers kept on a proven request, for the administrator to create the event
 * from: only with the registration's password, before the account exists, once the address is
 * proven and the fee approved. The slug is the one typed or else the title's; the choices must
 * exist in the catalogue and the slug be free (checkEventInfo). Sent again before the account
 * exists, the answers replace the earlier ones.
 */
export async function submitEventInfo(
  db: Db,
  row: PreUserRequest,
  body: ApiParsedBody<'usersSubmitEventInfo'>,
): Promise<void> {
  if (!(await verifyPassword(row.passwordHash, body.password)))
    throw new DomainError('unauthenticated', INVALID_LOGIN_MESSAGE);
  if (row.accountCreated) throw new DomainError('conflict', ACCOUNT_CREATED_MESSAGE);
  if (row.emailVerifiedAt === null)
    throw new DomainError('forbidden', PRE_REGISTER_MESSAGES.emailNotVerified);
  if (row.paymentStatus !== 'APPROVED') throw new DomainError('conflict', FEE_NOT_APPROVED_MESSAGE);
  const slug = body.slug ?? slugify(body.title);
  if (!slug) throw new DomainError('invalid', EVENT_LINK_REQUIRED_MESSAGE);
  await checkEventInfo(db, { requestId: row.id, ...body, slug });
  await updatePreUserRequest(db, row.id, {
    eventInfoJson: {
      eventTypeId: body.eventTypeId,
      eventCategoryId: body.eventCategoryId,
      title: body.title,
      slug,
      giftDeliveryPreference: body.giftDeliveryPreference,
      gifts: body.gifts,
    },
    eventInfoSentAt: new Date(),
  });
}
