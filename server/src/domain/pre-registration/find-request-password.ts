import {
  CATEGORY_NOT_FOUND_MESSAGE,
  CATEGORY_TYPE_MISMATCH_MESSAGE,
  PRE_USER_EVENT_EXISTS_MESSAGE,
  REQUEST_ALREADY_USED_MESSAGE,
  REQUEST_NOT_FOUND_MESSAGE,
} from '@celebra/shared/messages';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventCategories, preUserRequests } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { requestEventId } from './request-event-id';

/**
 * The event request the wizard was opened from: a 404 if unknown, a 409 saying so if its account
 * already has an event (made from this request or otherwise: one event per request), a 409 if its
 * account exists already. Answers the password hash the prospective user chose when registering, if any, and
 * whether they proved the e-mail is theirs: until then anyone may have chosen that password.
 */
export async function findRequestPassword(
  db: Db,
  id: number,
): Promise<{ passwordHash: string | undefined; emailVerified: boolean }> {
  const [request] = await db
    .select({
      passwordHash: preUserRequests.passwordHash,
      accountCreated: preUserRequests.accountCreated,
      emailVerifiedAt: preUserRequests.emailVerifiedAt,
      eventId: requestEventId,
    })
    .from(preUserRequests)
    .where(eq(preUserRequests.id, id))
    .limit(1);
  if (!request) throw new DomainError('not-found', REQUEST_NOT_FOUND_MESSAGE);
  if (request.eventId !== null) throw new DomainError('conflict', PRE_USER_EVENT_EXISTS_MESSAGE);
  if (request.accountCreated) throw new DomainError('conflict', REQUEST_ALREADY_USED_MESSAGE);
  return { passwordHash: request.passwordHash || undefined, emailVerified: request.emailVerifiedAt !== null };
}

/** The chosen category must exist and belong to the chosen event type. */
export async function assertCategoryOfType(db: Db, eventCategoryId: number, eventTypeId: number) {
  const [category] = await db
    .select({ eventTypeId: eventCategories.eventTypeId })
    .from(eventCategories)
    .where(eq(eventCategories.id, eventCategoryId))
    .limit(1);
  if (!category) throw new DomainError('not-found', CATEGORY_NOT_FOUND_MESSAGE);
  if (category.eventTypeId !== eventTypeId) throw new DomainError('invalid', CATEGORY_TYPE_MISMATCH_MESSAGE);
}
