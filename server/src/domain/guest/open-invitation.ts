import { RSVP_MESSAGES } from '@celebra/shared/messages';
import type { TInvitation } from '@celebra/shared/models';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { events, guests } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { findGuestDetails } from './find-guests';

/**
 * The guest of a personal link (GET /guests/invitation/{token}): their own details and last
 * answer, to fill in the site's form, and nothing about anyone else. The first read marks the
 * link opened (the host sees it on the list). An unknown token, or one of a disabled event, is
 * the same 404.
 */
export async function openInvitation(db: Db, token: string): Promise<TInvitation> {
  const [row] = await db
    .select({ guest: guests })
    .from(guests)
    .innerJoin(events, eq(events.id, guests.eventId))
    .where(and(eq(guests.invitationToken, token), eq(events.active, true)))
    .limit(1);
  if (!row) throw new DomainError('not-found', RSVP_MESSAGES.invitationNotFound);
  const { guest } = row;
  if (guest.openedAt === null) {
    await db
      .update(guests)
      .set({ openedAt: new Date() })
      .where(and(eq(guests.id, guest.id), isNull(guests.openedAt)));
  }
  const { companionsByGuest, answersByGuest } = await findGuestDetails(db, [guest.id]);
  return {
    eventId: guest.eventId,
    firstName: guest.firstName,
    lastName: guest.lastName,
    email: guest.email,
    phoneNumber: guest.phoneNumber,
    message: guest.message,
    attending: guest.attending,
    companions: companionsByGuest.get(guest.id) ?? [],
    answers: (answersByGuest.get(guest.id) ?? []).map(({ questionId, answer }) => ({ questionId, answer })),
  };
}
