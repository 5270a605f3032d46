import type { TCompanion, TGuest, TGuestAnswer } from '@celebra/shared/models';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { guestAnswers, guestCompanions, guests, rsvpQuestions } from '../../db/schema/index';

type GuestRow = typeof guests.$inferSelect;

/**
 * An event's guests with their companions and answers, newest first: three queries (the guests
 * through their (event_id, created_at) index, then their companions and answers by guest id).
 * One event's guest list is bounded by its party, and the contract has no paging.
 */
export async function findGuests(db: Db, eventId: number): Promise<TGuest[]> {
  const rows = await db
    .select()
    .from(guests)
    .where(eq(guests.eventId, eventId))
    .orderBy(desc(guests.createdAt), desc(guests.id));
  return withDetails(db, rows);
}

/** One guest of this event, or undefined when the id is not one of its guests. */
export async function findGuest(db: Db, eventId: number, guestId: number): Promise<TGuest | undefined> {
  const rows = await db
    .select()
    .from(guests)
    .where(and(eq(guests.id, guestId), eq(guests.eventId, eventId)));
  return (await withDetails(db, rows))[0];
}

/** The guests' companions (in the order given) and answers (in the questions' order), by guest id. */
export async function findGuestDetails(db: Pick<Db, 'select'>, guestIds: number[]) {
  const companionsByGuest = new Map<number, TCompanion[]>();
  const answersByGuest = new Map<number, TGuestAnswer[]>();
  if (guestIds.length === 0) return { companionsByGuest, answersByGuest };
  const [companions, answers] = await Promise.all([
    db
      .select()
      .from(guestCompanions)
      .where(inArray(guestCompanions.guestId, guestIds))
      .orderBy(asc(guestCompanions.id)),
    db
      .select({
        guestId: guestAnswers.guestId,
        questionId: guestAnswers.questionId,
        question: rsvpQuestions.label,
        answer: guestAnswers.answer,
      })
      .from(guestAnswers)
      .innerJoin(rsvpQuestions, eq(rsvpQuestions.id, guestAnswers.questionId))
      .where(inArray(guestAnswers.guestId, guestIds))
      .orderBy(asc(rsvpQuestions.position), asc(rsvpQuestions.id)),
  ]);
  for (const companion of companions) {
    const list = companionsByGuest.get(companion.guestId) ?? [];
    list.push({ name: companion.name, age: companion.age });
    companionsByGuest.set(companion.guestId, list);
  }
  for (const { guestId, ...answer } of answers) {
    const list = answersByGuest.get(guestId) ?? [];
    list.push(answer);
    answersByGuest.set(guestId, list);
  }
  return { companionsByGuest, answersByGuest };
}

async function withDetails(db: Db, rows: GuestRow[]): Promise<TGuest[]> {
  if (rows.length === 0) return [];
  const { companionsByGuest, answersByGuest } = await findGuestDetails(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) =>
    toGuest(row, companionsByGuest.get(row.id) ?? [], answersByGuest.get(row.id) ?? []),
  );
}

/** A guest row as the API shows it. */
export function toGuest(row: GuestRow, companions: TCompanion[], answers: TGuestAnswer[]): TGuest {
  return {
    id: row.id,
    eventId: row.eventId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phoneNumber: row.phoneNumber,
    message: row.message,
    companions,
    attending: row.attending,
    answers,
    invitationToken: row.invitationToken,
    invitedAt: row.invitedAt?.toISOString() ?? null,
    openedAt: row.openedAt?.toISOString() ?? null,
    answeredAt: row.answeredAt?.toISOString() ?? null,
    answerChangedAt: row.answerChangedAt?.toISOString() ?? null,
    remindedAt: row.remindedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
