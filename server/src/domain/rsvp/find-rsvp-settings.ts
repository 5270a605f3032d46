import type { TRsvpQuestion, TRsvpSettings } from '@celebra/shared/models';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventSettings, rsvpQuestions } from '../../db/schema/index';

/** The settings of an event without a settings row: no deadline, children up to 12. */
export const DEFAULT_CHILDREN_MAX_AGE = 12;

/** The event's questions in the form's order. */
export async function findRsvpQuestions(db: Pick<Db, 'select'>, eventId: number): Promise<TRsvpQuestion[]> {
  return db
    .select({ id: rsvpQuestions.id, label: rsvpQuestions.label, required: rsvpQuestions.required })
    .from(rsvpQuestions)
    .where(eq(rsvpQuestions.eventId, eventId))
    .orderBy(asc(rsvpQuestions.position), asc(rsvpQuestions.id));
}

/** The event's RSVP settings: deadline, children's age band and questions. */
export async function findRsvpSettings(db: Pick<Db, 'select'>, eventId: number): Promise<TRsvpSettings> {
  const [[row], questions] = await Promise.all([
    db
      .select({
        confirmationDeadline: eventSettings.confirmationDeadline,
        childrenMaxAge: eventSettings.childrenMaxAge,
      })
      .from(eventSettings)
      .where(eq(eventSettings.eventId, eventId)),
    findRsvpQuestions(db, eventId),
  ]);
  return {
    confirmationDeadline: row?.confirmationDeadline ?? null,
    childrenMaxAge: row?.childrenMaxAge ?? DEFAULT_CHILDREN_MAX_AGE,
    questions,
  };
}
