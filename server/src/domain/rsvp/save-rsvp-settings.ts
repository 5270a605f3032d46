import { GUEST_LIST_MESSAGES } from '@celebra/shared/messages';
import type { TRsvpSettings } from '@celebra/shared/models';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventSettings, rsvpQuestions } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { findRsvpSettings } from './find-rsvp-settings';

export type RsvpSettingsInput = {
  confirmationDeadline: string | null;
  childrenMaxAge: number;
  /** In the form's order; `id` keeps an existing question (and its answers). */
  questions: { id?: number; label: string; required: boolean }[];
};

/**
 * Saves the event's RSVP settings in one transaction: the deadline and age band on its settings
 * row, and the questions as given (kept ones updated, new ones created, the ones left out deleted
 * with their answers, by cascade). The settings row is written on every save, so its trigger
 * tells the public event cache that the site's form changed, questions included. An id that is
 * not one of this event's questions is a 400 and nothing changes.
 */
export async function saveRsvpSettings(
  db: Db,
  eventId: number,
  input: RsvpSettingsInput,
): Promise<TRsvpSettings> {
  return db.transaction(async (tx) => {
    const keptIds = input.questions.flatMap((question) => (question.id === undefined ? [] : [question.id]));
    if (new Set(keptIds).size !== keptIds.length)
      throw new DomainError('invalid', GUEST_LIST_MESSAGES.rsvpQuestionUnknown);
    if (keptIds.length > 0) {
      const found = await tx
        .select({ id: rsvpQuestions.id })
        .from(rsvpQuestions)
        .where(and(eq(rsvpQuestions.eventId, eventId), inArray(rsvpQuestions.id, keptIds)));
      if (found.length !== keptIds.length)
        throw new DomainError('invalid', GUEST_LIST_MESSAGES.rsvpQuestionUnknown);
    }
    const { confirmationDeadline, childrenMaxAge } = input;
    await tx
      .insert(eventSettings)
      .values({ eventId, confirmationDeadline, childrenMaxAge })
      .onConflictDoUpdate({
        target: eventSettings.eventId,
        set: { confirmationDeadline, childrenMaxAge, updatedAt: new Date() },
      });
    await tx
      .delete(rsvpQuestions)
      .where(
        keptIds.length > 0
          ? and(eq(rsvpQuestions.eventId, eventId), notInArray(rsvpQuestions.id, keptIds))
          : eq(rsvpQuestions.eventId, eventId),
      );
    for (const [position, question] of input.questions.entries()) {
      const values = { label: question.label, required: question.required, position };
      if (question.id === undefined) {
        await tx.insert(rsvpQuestions).values({ eventId, ...values });
      } else {
        await tx
          .update(rsvpQuestions)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(rsvpQuestions.id, question.id));
      }
    }
    return findRsvpSettings(tx, eventId);
  });
}
