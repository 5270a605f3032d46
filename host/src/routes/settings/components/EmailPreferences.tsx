import type { TNotificationPreferences } from '@celebra/shared/models';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { type Control, Controller } from 'react-hook-form';
import type { TSettingsPageForm } from './settings-page-form';

const SWITCHES: Array<{ name: keyof TNotificationPreferences; label: string }> = [
  { name: 'notifyGifts', label: 'Cada presente recebido' },
  { name: 'notifyMessages', label: 'Cada recado' },
  { name: 'notifyConfirmations', label: 'Cada confirmação de presença' },
  { name: 'notifyDailySummary', label: 'Resumo diário (um e-mail por dia com as novidades)' },
];

type Props = {
  control: Control<TSettingsPageForm, unknown, unknown>;
  /** false when the host's choices could not be loaded: no switch is shown (nor saved). */
  loaded: boolean;
};

/**
 * 'E-mails que você recebe': the host's account-wide choice of notification e-mails, four switches
 * of the page's one form, saved by its one 'Salvar' with the site's settings.
 */
export function EmailPreferences({ control, loaded }: Props) {
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="email-preferences-title"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="email-preferences-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        E-mails que você recebe
      </Typography>
      {loaded && (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Escolha sobre o que a Celebra avisa você por e-mail.
          </Typography>
          <Stack>
            {SWITCHES.map(({ name, label }) => (
              <Controller
                key={name}
                control={control}
                name={`preferences.${name}`}
                render={({ field }) => (
                  <FormControlLabel
                    label={label}
                    control={
                      <Switch
                        name={field.name}
                        checked={field.value ?? false}
                        onChange={(event) => field.onChange(event.target.checked)}
                      />
                    }
                  />
                )}
              />
            ))}
          </Stack>
        </>
      )}
    </Paper>
  );
}
