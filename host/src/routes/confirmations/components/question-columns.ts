import type { TGuest, TRsvpQuestion } from '@celebra/shared/models';

export type TQuestionColumn = { id: number; label: string };

/** What the exports need beyond the guests: the children's age band and the questions' columns. */
export type TGuestListExtras = { childrenMaxAge: number; questions: readonly TQuestionColumn[] };

/**
 * The exports' question columns: the event's questions in their order, then any question a guest
 * answered that is no longer asked (its answers are still the guest's), by the label it had.
 */
export function questionColumns(
  questions: readonly Pick<TRsvpQuestion, 'id' | 'label'>[],
  guests: readonly TGuest[],
): TQuestionColumn[] {
  const columns = questions.map(({ id, label }) => ({ id, label }));
  const known = new Set(columns.map((column) => column.id));
  for (const guest of guests) {
    for (const answer of guest.answers) {
      if (known.has(answer.questionId)) continue;
      known.add(answer.questionId);
      columns.push({ id: answer.questionId, label: answer.question });
    }
  }
  return columns;
}

/** The guest's answer to one question, '' when none. */
export function answerTo(guest: TGuest, questionId: number): string {
  return guest.answers.find((answer) => answer.questionId === questionId)?.answer ?? '';
}
