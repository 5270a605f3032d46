import { MESSAGES_CLOSED_MESSAGE } from '@celebra/shared/messages';
import type { Db } from '../../db/client';
import { eventMessages } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { consentNow } from '../legal/consent-now';

type MessageInput = { firstName: string; lastName: string; email: string; message: string };

/**
 * Stores a guest's message ('recado') to the hosts of an event. The host may turn the messages
 * section off (`showGuestMessages`): the site then shows no form, and none is taken (403). The row
 * records the consent the form's note asked for (the version of the texts in force).
 */
export async function createEventMessage(
  db: Db,
  event: { id: number; showGuestMessages: boolean },
  input: MessageInput,
): Promise<void> {
  if (!event.showGuestMessages) throw new DomainError('forbidden', MESSAGES_CLOSED_MESSAGE);
  await db.insert(eventMessages).values({ eventId: event.id, ...input, ...consentNow() });
}
