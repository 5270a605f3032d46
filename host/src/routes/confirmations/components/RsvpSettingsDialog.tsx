import { apiRoutes } from '@celebra/shared/api';
import type { TRsvpSettings } from '@celebra/shared/models';
import { type TRsvpSettingsForm, ZRsvpSettingsFormSchema } from '@celebra/shared/validation';
import { useAlert } from '@celebra/ui/alert';
import { useDirtyClose } from '@celebra/ui/dialogs';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { api } from '../../../common/api';
import { useLeaveWarning } from '../../../common/unsaved/use-leave-warning';
import { isPastDay } from './is-past-day';

type TOutput = z.output<typeof ZRsvpSettingsFormSchema>;

const PAST_DEADLINE_WARNING =
  'Esta data já passou: os convidados não poderão mais confirmar presença pelo site.';

function toFormValues(settings: TRsvpSettings): TRsvpSettingsForm {
  return {
    confirmationDeadline: settings.confirmationDeadline,
    childrenMaxAge: settings.childrenMaxAge,
    questions: settings.questions.map(({ id, label, required }) => ({ id, label, required })),
  };
}

type Props = {
  eventId: number;
  /** The settings to edit; the dialog is open while they are given. */
  settings: TRsvpSettings | undefined;
  open: boolean;
  onClose: () => void;
  onSaved: (settings: TRsvpSettings) => void;
};

/**
 * 'Configurar confirmação': the last day to answer (none when cleared), the age up to which a
 * companion counts as a child, and the host's own questions, in the order the form asks them.
 */
export function RsvpSettingsDialog({ eventId, settings, open, onClose, onSaved }: Props) {
  const alert = useAlert();
  const { control, handleSubmit, reset, formState } = useForm<TRsvpSettingsForm, unknown, TOutput>({
    resolver: zodResolver(ZRsvpSettingsFormSchema),
    defaultValues: { confirmationDeadline: null, childrenMaxAge: 12, questions: [] },
  });
  // keyName: the questions carry an `id` of their own (the server's), which must reach the body.
  const questions = useFieldArray({ control, name: 'questions', keyName: 'key' });
  useLeaveWarning(open && formState.isDirty);
  const { requestClose, guard } = useDirtyClose(onClose, open && formState.isDirty);

  useEffect(() => {
    if (open && settings) reset(toFormValues(settings));
  }, [open, settings, reset]);

  const submit = handleSubmit(async (body) => {
    try {
      const answer = await api.call(apiRoutes.usersUpdateRsvpSettings, { params: { eventId }, body });
      onSaved(answer.rsvp);
      onClose();
      alert.success(answer.message);
    } catch (error) {
      alert.error(error, 'Erro ao salvar as configurações da confirmação.');
    }
  });

  return guard(
    <Dialog
      open={open && settings !== undefined}
      onClose={requestClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="rsvp-settings-title"
    >
      <form noValidate onSubmit={submit}>
        <DialogTitle id="rsvp-settings-title">Configurar confirmação</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Controller
              control={control}
              name="confirmationDeadline"
              render={({ field, fieldState }) => (
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                  <TextField
                    label="Prazo para confirmar"
                    type="date"
                    name={field.name}
                    inputRef={field.ref}
                    value={field.value ?? ''}
                    onChange={(event) =>
                      field.onChange(event.target.value === '' ? null : event.target.value)
                    }
                    error={fieldState.error !== undefined}
                    helperText={
                      fieldState.error?.message ??
                      (isPastDay(field.value)
                        ? PAST_DEADLINE_WARNING
                        : 'Último dia para responder (horário de Brasília).')
                    }
                    slotProps={{
                      inputLabel: { shrink: true },
                      // A warning, not an error: a host may close the answers on purpose.
                      formHelperText: isPastDay(field.value) ? { sx: { color: 'warning.dark' } } : undefined,
                    }}
                    fullWidth
                  />
                  <Button
                    onClick={() => field.onChange(null)}
                    disabled={!field.value}
                    sx={{ mt: 1, flexShrink: 0 }}
                  >
                    Sem prazo
                  </Button>
                </Box>
              )}
            />
            <Controller
              control={control}
              name="childrenMaxAge"
              render={({ field, fieldState }) => (
                <TextField
                  label="Idade máxima das crianças"
                  type="number"
                  name={field.name}
                  inputRef={field.ref}
                  value={Number.isNaN(field.value) ? '' : field.value}
                  onChange={(event) =>
                    field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))
                  }
                  error={fieldState.error !== undefined}
                  helperText={
                    fieldState.error?.message ??
                    'Um acompanhante com até esta idade conta como criança nos totais (0 a 17).'
                  }
                  slotProps={{ htmlInput: { min: 0, max: 17, inputMode: 'numeric' } }}
                  fullWidth
                />
              )}
            />
          </Stack>
          <Typography variant="h3" component="h3" sx={{ mt: 3, mb: 1 }}>
            Perguntas aos convidados
          </Typography>
          {questions.fields.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              Nenhuma pergunta. Você pode perguntar, por exemplo, sobre restrições alimentares.
            </Typography>
          )}
          {questions.fields.map((row, index) => (
            <Box key={row.key} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mb: 1.5 }}>
              <Box sx={{ flex: 1 }}>
                <FormTextField
                  control={control}
                  name={`questions.${index}.label`}
                  label={`Pergunta ${index + 1}`}
                  size="small"
                />
                <Controller
                  control={control}
                  name={`questions.${index}.required`}
                  render={({ field }) => (
                    <FormControlLabel
                      label="Obrigatória"
                      control={
                        <Switch
                          name={field.name}
                          checked={field.value ?? false}
                          onChange={(event) => field.onChange(event.target.checked)}
                          slotProps={{ input: { 'aria-label': `Pergunta ${index + 1} obrigatória` } }}
                        />
                      }
                    />
                  )}
                />
              </Box>
              <IconButton
                aria-label={`Subir pergunta ${index + 1}`}
                disabled={index === 0}
                onClick={() => questions.move(index, index - 1)}
              >
                <ArrowUpwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Descer pergunta ${index + 1}`}
                disabled={index === questions.fields.length - 1}
                onClick={() => questions.move(index, index + 1)}
              >
                <ArrowDownwardIcon />
              </IconButton>
              <IconButton
                aria-label={`Remover pergunta ${index + 1}`}
                onClick={() => questions.remove(index)}
              >
                <CloseIcon />
              </IconButton>
            </Box>
          ))}
          <Button startIcon={<AddIcon />} onClick={() => questions.append({ label: '', required: false })}>
            Adicionar pergunta
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={requestClose}>Cancelar</Button>
          <Button type="submit" variant="contained" loading={formState.isSubmitting}>
            Salvar
          </Button>
        </DialogActions>
      </form>
    </Dialog>,
  );
}
