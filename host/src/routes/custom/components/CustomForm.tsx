import { apiRoutes } from '@celebra/shared/api';
import { EVENT_SITE_UPDATED_MESSAGE } from '@celebra/shared/messages';
import type { THostEvent } from '@celebra/shared/models';
import { CUSTOM_MESSAGES, type TCustomForm, ZCustomFormSchema } from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { Controller, useForm } from 'react-hook-form';
import { api } from '../../../common/api';
import { useUpdateHostEvent } from '../../../common/session';
import { useLeaveWarning } from '../../../common/unsaved/use-leave-warning';
import { ColorPalette } from './ColorPalette';

/** The site's texts and colour (PUT /users/event/{eventId}); the dashboard takes the new colour at once. */
export function CustomForm({ event }: { event: THostEvent }) {
  const alert = useAlert();
  const updateEvent = useUpdateHostEvent();
  const { control, handleSubmit, formState, reset, getValues } = useForm({
    resolver: zodResolver(ZCustomFormSchema),
    defaultValues: {
      title: event.title,
      subtitle: event.subtitle ?? '',
      titleDescription: event.titleDescription ?? '',
      description: event.description ?? '',
      color: event.color,
    } satisfies TCustomForm,
  });

  useLeaveWarning(formState.isDirty);

  const submit = handleSubmit(
    async (body) => {
      try {
        const answer = await api.call(apiRoutes.usersUpdateEvent, { params: { eventId: event.id }, body });
        // What was saved is the form's new starting point: it is clean again.
        reset(getValues());
        updateEvent(answer.event);
        alert.success(EVENT_SITE_UPDATED_MESSAGE);
      } catch (error) {
        alert.error(error, 'Erro ao atualizar evento.');
      }
    },
    () => alert.warning(CUSTOM_MESSAGES.formInvalid),
  );

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submit}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2}>
          <FormTextField control={control} name="title" label="Título" />
          <FormTextField control={control} name="subtitle" label="Subtítulo" />
          <FormTextField control={control} name="titleDescription" label="Título da apresentação" />
          <FormTextField
            control={control}
            name="description"
            label="Texto de apresentação"
            multiline
            minRows={4}
          />
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Controller
          control={control}
          name="color"
          render={({ field, fieldState }) => (
            <ColorPalette value={field.value} onChange={field.onChange} error={fieldState.error?.message} />
          )}
        />
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Salvar
        </Button>
      </Box>
    </Stack>
  );
}
