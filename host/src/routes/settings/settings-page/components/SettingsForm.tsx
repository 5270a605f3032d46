import { apiRoutes } from '@celebra/shared/api';
import { toSlug } from '@celebra/shared/format';
import type { TEventSettings } from '@celebra/shared/models';
import { type TSiteSettingsForm, ZSiteSettingsFormSchema } from '@celebra/shared/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useAlert } from '../../../../common/alert/alert-atom';
import { api } from '../../../../common/api';
import { FormTextField } from '../../../../common/forms/FormTextField';
import { useUpdateHostEvent } from '../../../../common/session';
import { siteBaseUrl } from '../../../../common/site-url';

type TOutput = z.output<typeof ZSiteSettingsFormSchema>;

const SWITCHES = [
  { name: 'showGiftList', label: 'Mostrar a lista de presentes' },
  { name: 'showGuestMessages', label: 'Mostrar os recados dos convidados' },
  { name: 'showEventInfo', label: 'Mostrar as informações do evento' },
  { name: 'allowGuestConfirmation', label: 'Permitir a confirmação de presença' },
] as const;

/** The first message of a failed submit, in the order the fields appear. */
function firstMessage(errors: FieldErrors<TSiteSettingsForm>): string | undefined {
  return errors.slug?.message ?? errors.password?.message;
}

export function SettingsForm({ eventId, settings }: { eventId: number; settings: TEventSettings }) {
  const alert = useAlert();
  const updateEvent = useUpdateHostEvent();
  const { control, handleSubmit, formState } = useForm<TSiteSettingsForm, unknown, TOutput>({
    resolver: zodResolver(ZSiteSettingsFormSchema),
    defaultValues: { ...settings, password: settings.password ?? '' },
  });
  const siteAddress = siteBaseUrl(window.location, import.meta.env.VITE_SITE_URL).replace(/^https?:\/\//, '');

  const submit = handleSubmit(
    async (body) => {
      try {
        await api.call(apiRoutes.usersUpdateSettings, { params: { eventId }, body });
        updateEvent({ slug: body.slug });
        alert.success('Configurações do evento salvas com sucesso.');
      } catch (error) {
        alert.error(error, 'Erro ao salvar configurações do evento.');
      }
    },
    (errors) => {
      const message = firstMessage(errors);
      if (message) alert.warning(message);
    },
  );

  return (
    <Stack component="form" spacing={3} noValidate onSubmit={submit}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          Seções do site
        </Typography>
        <Stack>
          {SWITCHES.map(({ name, label }) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field }) => (
                <FormControlLabel
                  label={label}
                  control={
                    <Switch
                      name={field.name}
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                    />
                  }
                />
              )}
            />
          ))}
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
          Endereço e acesso
        </Typography>
        <Stack spacing={2}>
          <FormTextField
            control={control}
            name="slug"
            label="Link do evento"
            mask={toSlug}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">{siteAddress}/</InputAdornment> },
            }}
          />
          <FormTextField
            control={control}
            name="password"
            label="Senha do site"
            autoComplete="off"
            helperText="Opcional: os convidados digitam esta senha para ver o site. Deixe em branco para um site aberto."
          />
        </Stack>
      </Paper>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Salvar
        </Button>
      </Box>
    </Stack>
  );
}
