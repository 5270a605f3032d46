import { maskPhone } from '@celebra/shared/format';
import type { TInvitation, TRsvpQuestion } from '@celebra/shared/models';
import type { TPresenceConfirmationForm } from '@celebra/shared/validation';

/**
 * What the confirmation form holds: one answer row per host question, in the questions' order, so
 * that row `i` is question `i`'s. `attending` undefined: neither 'Vou' nor 'Não poderei ir'
 * chosen yet (sending then confirms, the schema's default).
 */
export type TPresenceValues = Omit<TPresenceConfirmationForm, 'answers' | 'invitationToken'> & {
  answers: { questionId: number; answer: string }[];
};

/** A new guest's form: all blank, no answer chosen. */
export function emptyValues(questions: readonly TRsvpQuestion[]): TPresenceValues {
  return {
    firstName: '',
    lastName: '',
    email: '',
    phoneNumber: '',
    message: '',
    attending: undefined,
    companions: [],
    answers: questions.map((question) => ({ questionId: question.id, answer: '' })),
  };
}

/** The form filled with a personal link's guest and their last answer. */
export function invitationValues(
  invitation: TInvitation,
  questions: readonly TRsvpQuestion[],
): TPresenceValues {
  const answerOf = (questionId: number) =>
    invitation.answers.find((answer) => answer.questionId === questionId)?.answer ?? '';
  return {
    firstName: invitation.firstName,
    lastName: invitation.lastName,
    email: invitation.email,
    phoneNumber: maskPhone(invitation.phoneNumber),
    message: invitation.message ?? '',
    attending: invitation.attending ?? undefined,
    companions: invitation.companions.map(({ name, age }) => ({ name, age: String(age) })),
    answers: questions.map((question) => ({ questionId: question.id, answer: answerOf(question.id) })),
  };
}
