import { RSVP_MESSAGES } from '@celebra/shared/messages';
import type { TCompanion, TGuestAnswer } from '@celebra/shared/models';
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestAnswers, guestCompanions, guests } from '../../db/schema/index';
import { DomainError } from '../errors/domain-error';
import { consentNow } from '../legal/consent-now';
import { findRsvpSettings } from '../rsvp/find-rsvp-settings';
import { formatDeadline, isRsvpOpen } from '../rsvp/rsvp-deadline';
import { findGuestDetails } from './find-guests';
import { lockEventGuests, type Tx } from './lock-event-guests';

export type RsvpInput = {
  firstName: string;
  lastName: string;
  email: string;
  phoneNumber: string;
  message: string | null;
  attending: boolean;
  companions: TCompanion[];
  /** Blank answers already dropped by the shared schema. */
  answers: { questionId: number; answer: string }[];
  /** From a personal link: the answer goes to that guest. */
  invitationToken?: string;
};

/** What the guest answered, as stored, for the route's answer and the host's e-mail. */
export type RecordedRsvp = {
  /** The answer replaced one the guest had given before (only through their personal link). */
  updated: boolean;
  /** Something was written: false for an answer identical to one already stored (a double tap). */
  stored: boolean;
  attending: boolean;
  companions: TCompanion[];
  answers: TGuestAnswer[];
  /** The event's age up to which a companion counts as a child. */
  childrenMaxAge: number;
};

/**
 * A guest's answer on the event site (POST /guests/confirmation/{eventId}), with its rules: the
 * deadline (its whole day in Brasília), the host's required questions when the guest comes, and
 * whose row the answer is. A guest who does not come owes no answers and brings nobody.
 *
 * The row: the personal link's guest (a token of another event is not found); without it, always
 * a new row. Knowing a guest's e-mail or phone proves nothing (anyone may know them), so an answer
 * without the link never changes another row: the host merges two rows that are one person
 * (mergeGuests). The answer is the same whether or not the address is on the list, so the form
 * tells a stranger nothing about it. An answer identical to one already stored without the link (a
 * double tap, a resend) makes no second row: it changes nothing, so it needs no proof. All in one
 * transaction holding the event's advisory lock, so a double submit waits for the first one.
 */
export async function recordRsvp(db: Db, eventId: number, input: RsvpInput): Promise<RecordedRsvp> {
  const settings = await findRsvpSettings(db, eventId);
  if (!isRsvpOpen(settings.confirmationDeadline)) {
    throw new DomainError(
      'forbidden',
      RSVP_MESSAGES.closedOn(formatDeadline(settings.confirmationDeadline ?? '')),
    );
  }
  const labels = new Map(settings.questions.map((question) => [question.id, question.label]));
  if (input.answers.some((answer) => !labels.has(answer.questionId))) {
    throw new DomainError('invalid', RSVP_MESSAGES.questionUnknown);
  }
  const companions = input.attending ? input.companions : [];
  const answers = input.attending ? dedupeAnswers(input.answers) : [];
  if (input.attending) {
    const answered = new Set(answers.map((answer) => answer.questionId));
    const missing = settings.questions.find((question) => question.required && !answered.has(question.id));
    if (missing) throw new DomainError('invalid', RSVP_MESSAGES.questionRequired(missing.label));
  }

  const { updated, stored } = await db.transaction(async (tx) => {
    await lockEventGuests(tx, eventId);
    const existingId = await findInvitedGuest(tx, eventId, input.invitationToken);
    if (existingId === undefined && (await hasSameAnswer(tx, eventId, input, companions, answers))) {
      return { updated: false, stored: false };
    }
    const { firstName, lastName, email, phoneNumber, message, attending } = input;
    // Each answer records the consent its form's note asked for, the texts' version of that moment.
    const fields = { firstName, lastName, email, phoneNumber, message, attending, ...consentNow() };
    let guestId: number;
    if (existingId === undefined) {
      const [row] = await tx
        .insert(guests)
        .values({ eventId, ...fields, answeredAt: sql`now()` })
        .returning({ id: guests.id });
      if (!row) throw new Error('guest not inserted');
      guestId = row.id;
    } else {
      guestId = existingId.id;
      await tx
        .update(guests)
        .set({
          ...fields,
          answeredAt: sql`coalesce(${guests.answeredAt}, now())`,
          answerChangedAt: existingId.answeredAt === null ? null : sql`now()`,
        })
        .where(eq(guests.id, guestId));
      await tx.delete(guestCompanions).where(eq(guestCompanions.guestId, guestId));
      await tx.delete(guestAnswers).where(eq(guestAnswers.guestId, guestId));
    }
    if (companions.length > 0) {
      await tx.insert(guestCompanions).values(companions.map((companion) => ({ ...companion, guestId })));
    }
    if (answers.length > 0) {
      await tx.insert(guestAnswers).values(answers.map((answer) => ({ ...answer, guestId })));
    }
    // Changed only when the guest had answered before; an invited guest's first answer is new.
    return { updated: existingId !== undefined && existingId.answeredAt !== null, stored: true };
  });

  return {
    updated,
    stored,
    attending: input.attending,
    companions,
    answers: answers.map((answer) => ({ ...answer, question: labels.get(answer.questionId) ?? '' })),
    childrenMaxAge: settings.childrenMaxAge,
  };
}

/** The personal link's guest; undefined without a link. */
async function findInvitedGuest(tx: Tx, eventId: number, token: string | undefined) {
  if (token === undefined) return undefined;
  const [row] = await tx
    .select({ id: guests.id, eventId: guests.eventId, answeredAt: guests.answeredAt })
    .from(guests)
    .where(eq(guests.invitationToken, token));
  if (!row || row.eventId !== eventId) throw new DomainError('not-found', RSVP_MESSAGES.invitationNotFound);
  return row;
}

/**
 * Whether this very answer (the same contact, words, companions and answers) is already stored on
 * a row of the event that was answered on the site: a double tap or a resend, which adds nothing.
 */
async function hasSameAnswer(
  tx: Tx,
  eventId: number,
  input: RsvpInput,
  companions: TCompanion[],
  answers: RsvpInput['answers'],
): Promise<boolean> {
  const rows = await tx
    .select({ id: guests.id })
    .from(guests)
    .where(
      and(
        eq(guests.eventId, eventId),
        eq(guests.firstName, input.firstName),
        eq(guests.lastName, input.lastName),
        eq(guests.email, input.email),
        eq(guests.phoneNumber, input.phoneNumber),
        eq(guests.attending, input.attending),
        input.message === null ? isNull(guests.message) : eq(guests.message, input.message),
        isNotNull(guests.answeredAt),
      ),
    );
  if (rows.length === 0) return false;
  const { companionsByGuest, answersByGuest } = await findGuestDetails(
    tx,
    rows.map((row) => row.id),
  );
  const wanted = detailsKey(companions, answers);
  return rows.some(
    (row) => detailsKey(companionsByGuest.get(row.id) ?? [], answersByGuest.get(row.id) ?? []) === wanted,
  );
}

function detailsKey(companions: TCompanion[], answers: { questionId: number; answer: string }[]) {
  return JSON.stringify([
    companions.map((companion) => [companion.name, companion.age]).sort(),
    answers.map((answer) => [answer.questionId, answer.answer]).sort(),
  ]);
}

/** One answer per question: the last one given wins. */
function dedupeAnswers(answers: RsvpInput['answers']) {
  return [...new Map(answers.map((answer) => [answer.questionId, answer])).values()];
}
