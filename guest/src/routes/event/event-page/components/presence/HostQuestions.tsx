import type { TRsvpQuestion } from '@celebra/shared/models';
import { FormTextField } from '@celebra/ui/forms';
import type { Control } from 'react-hook-form';
import type { TPresenceValues } from './form-values';
import type { TPresenceBody } from './presence-resolver';

type Props = {
  control: Control<TPresenceValues, unknown, TPresenceBody>;
  questions: readonly TRsvpQuestion[];
};

/** The host's own questions, one text field each (answer row `i` is question `i`'s). */
export function HostQuestions({ control, questions }: Props) {
  return questions.map((question, index) => (
    <FormTextField
      key={question.id}
      control={control}
      name={`answers.${index}.answer`}
      label={question.label}
      required={question.required}
      multiline
      minRows={1}
      sx={{ gridColumn: { sm: '1 / -1' } }}
    />
  ));
}
