import { apiRoutes } from '@celebra/shared/api';
import { GIFT_SUGGESTION_CREATED_MESSAGE } from '@celebra/shared/messages';
import type { TGiftSuggestion } from '@celebra/shared/models';
import { type TGiftSuggestionForm, ZGiftSuggestionFormSchema } from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { api } from '../api';
import { useHostEvent } from '../session';
import { useLeaveWarning } from '../unsaved/use-leave-warning';

type Props = {
  titleLabel?: string;
  descriptionLabel?: string;
  submitLabel?: string;
  /** The host's suggestions after the new one. */
  onSaved?: (suggestions: TGiftSuggestion[]) => void;
};

/** A title and a description posted to POST /users/gifts/suggestion/{eventId}. */
export function SuggestionForm({
  titleLabel = 'Título',
  descriptionLabel = 'Descrição',
  submitLabel = 'Enviar sugestão',
  onSaved,
}: Props) {
  const alert = useAlert();
  const { id } = useHostEvent();
  const { control, handleSubmit, reset, formState } = useForm({
    resolver: zodResolver(ZGiftSuggestionFormSchema),
    defaultValues: { title: '', description: '' } satisfies TGiftSuggestionForm,
  });
  useLeaveWarning(formState.isDirty);

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await api.call(apiRoutes.usersCreateGiftSuggestion, { params: { eventId: id }, body });
      reset();
      onSaved?.(answer.giftSuggestions);
      alert.success(GIFT_SUGGESTION_CREATED_MESSAGE);
    } catch (error) {
      alert.error(error, 'Erro ao salvar sugestão.');
    }
  });

  return (
    <Stack component="form" spacing={2} noValidate onSubmit={submit}>
      <FormTextField control={control} name="title" label={titleLabel} />
      <FormTextField control={control} name="description" label={descriptionLabel} multiline minRows={3} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" loading={formState.isSubmitting}>
          {submitLabel}
        </Button>
      </Box>
    </Stack>
  );
}
