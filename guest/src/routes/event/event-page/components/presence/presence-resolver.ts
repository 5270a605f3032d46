import { RSVP_MESSAGES } from '@celebra/shared/messages';
import type { TRsvpQuestion } from '@celebra/shared/models';
import { ZPresenceConfirmationFormSchema } from '@celebra/shared/validation';
import { formResolver, guestLiveMessage, withLiveMessages } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import type { TPresenceValues } from './form-values';

/** What the form sends: the schema's output (texts trimmed, empty rows and blank answers dropped). */
export type TPresenceBody = z.output<typeof ZPresenceConfirmationFormSchema>;

const typedResolver: Resolver<TPresenceValues, unknown, TPresenceBody> = formResolver(
  zodResolver(ZPresenceConfirmationFormSchema),
);
const schemaResolver = withLiveMessages(typedResolver, guestLiveMessage);

type TAnswerErrors = ({ answer?: { type: string; message: string } } | undefined)[];

/**
 * The form's checks: the shared schema's, then the host's required questions, each left blank
 * named by its label. A guest who is not coming brings no companions and answers no question:
 * their rows stay in the form (should they change their mind) but are neither checked nor sent.
 */
export function presenceResolver(
  questions: readonly TRsvpQuestion[],
): Resolver<TPresenceValues, unknown, TPresenceBody> {
  return async (values, context, options) => {
    const declining = values.attending === false;
    const checked = declining ? { ...values, companions: [], answers: [] } : values;
    const result = await schemaResolver(checked, context, options);
    if (declining) return result;

    const existing = (result.errors.answers ?? []) as unknown as TAnswerErrors;
    const answerErrors: TAnswerErrors = [...existing];
    questions.forEach((question, index) => {
      const blank = (values.answers[index]?.answer ?? '').trim() === '';
      if (question.required && blank && !answerErrors[index]?.answer) {
        answerErrors[index] = {
          ...answerErrors[index],
          answer: { type: 'required', message: RSVP_MESSAGES.questionRequired(question.label) },
        };
      }
    });
    if (answerErrors.every((error) => error === undefined)) return result;
    const errors = { ...result.errors, answers: answerErrors } as unknown as FieldErrors<TPresenceValues>;
    return { values: {}, errors };
  };
}
