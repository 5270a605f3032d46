import { GUEST_LIST_MESSAGES } from '@celebra/shared/messages';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestAnswers, guestCompanions, guests } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { lockEventGuests } from './lock-event-guests';

/**
 * The host says two rows of their list are one person (POST /users/guests/{eventId}/{guestId}/merge):
 * an answer given on the site without the personal link is a row of its own, since knowing an
 * e-mail or a phone proves nothing, and only the host can tell it is their invited guest's.
 *
 * `intoId` is the row kept: its personal link, invitation and reminder history, and its contact,
 * a blank field filled from the other row. When the other row holds an answer, that answer (Vou /
 * Não poderei ir, companions, the host's questions, the message and its consent) replaces the kept
 * row's, as the guest's later word; the other row is then removed. Under the event's guest-list
 * lock, so an answer arriving meanwhile waits. False when either row is not of this event.
 */
export async function mergeGuests(db: Db, eventId: number, fromId: number, intoId: number): Promise<boolean> {
  if (fromId === intoId) throw new DomainError('invalid', GUEST_LIST_MESSAGES.mergeSameGuest);
  return db.transaction(async (tx) => {
    await lockEventGuests(tx, eventId);
    const rows = await tx
      .select()
      .from(guests)
      .where(and(eq(guests.eventId, eventId), inArray(guests.id, [fromId, intoId])))
      .for('update');
    const from = rows.find((row) => row.id === fromId);
    const into = rows.find((row) => row.id === intoId);
    if (!from || !into) return false;

    const contact = {
      firstName: into.firstName.trim() === '' ? from.firstName : into.firstName,
      lastName: into.lastName.trim() === '' ? from.lastName : into.lastName,
      email: into.email.trim() === '' ? from.email : into.email,
      phoneNumber: into.phoneNumber.trim() === '' ? from.phoneNumber : into.phoneNumber,
    };
    const hasAnswer = from.attending !== null;
    const answer = hasAnswer
      ? {
          attending: from.attending,
          message: from.message,
          consentVersion: from.consentVersion,
          consentedAt: from.consentedAt,
          answeredAt: into.answeredAt ?? from.answeredAt,
          answerChangedAt: into.answeredAt === null ? from.answerChangedAt : sql`now()`,
        }
      : {};
    await tx
      .update(guests)
      .set({ ...contact, ...answer, openedAt: into.openedAt ?? from.openedAt })
      .where(eq(guests.id, intoId));
    if (hasAnswer) {
      await tx.delete(guestCompanions).where(eq(guestCompanions.guestId, intoId));
      await tx.delete(guestAnswers).where(eq(guestAnswers.guestId, intoId));
      await tx.update(guestCompanions).set({ guestId: intoId }).where(eq(guestCompanions.guestId, fromId));
      await tx.update(guestAnswers).set({ guestId: intoId }).where(eq(guestAnswers.guestId, fromId));
    }
    await tx.delete(guests).where(eq(guests.id, fromId));
    return true;
  });
}
