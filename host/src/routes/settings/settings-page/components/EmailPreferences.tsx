import { apiRoutes } from '@celebra/shared/api';
import type { TNotificationPreferences } from '@celebra/shared/models';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../../common/api';

const SWITCHES: Array<{ name: keyof TNotificationPreferences; label: string }> = [
  { name: 'notifyGifts', label: 'Cada presente recebido' },
  { name: 'notifyMessages', label: 'Cada recado' },
  { name: 'notifyConfirmations', label: 'Cada confirmação de presença' },
  { name: 'notifyDailySummary', label: 'Resumo diário (um e-mail por dia com as novidades)' },
];

const QUERY_KEY = ['usersGetNotifications'];

/** 'E-mails que você recebe': the host's account-wide choice of notification e-mails. */
export function EmailPreferences() {
  const alert = useAlert();
  const { data, error, isPending } = useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) => api.call(apiRoutes.usersGetNotifications, { signal }),
  });
  useErrorAlert(error, (failure) => alert.error(failure, 'Erro ao recuperar as preferências de e-mail.'));
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
      {isPending && !error && (
        <Box role="status" aria-label="Carregando preferências de e-mail" sx={{ py: 2, textAlign: 'center' }}>
          <CircularProgress size={28} />
        </Box>
      )}
      {data && <PreferencesForm stored={data.preferences} />}
    </Paper>
  );
}

/** The four switches, saved together by their own button. */
function PreferencesForm({ stored }: { stored: TNotificationPreferences }) {
  const alert = useAlert();
  const queryClient = useQueryClient();
  const [preferences, setPreferences] = useState(stored);
  const [saving, setSaving] = useState(false);

  const save = async () => {
    setSaving(true);
    try {
      const answer = await api.call(apiRoutes.usersUpdateNotifications, { body: preferences });
      queryClient.setQueryData(QUERY_KEY, {
        success: true,
        message: answer.message,
        preferences: answer.preferences,
      });
      setPreferences(answer.preferences);
      alert.success(answer.message);
    } catch (error) {
      alert.error(error, 'Erro ao salvar as preferências de e-mail.');
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Escolha sobre o que a Celebra avisa você por e-mail.
      </Typography>
      <Stack>
        {SWITCHES.map(({ name, label }) => (
          <FormControlLabel
            key={name}
            label={label}
            control={
              <Switch
                name={name}
                checked={preferences[name]}
                onChange={(event) =>
                  setPreferences((current) => ({ ...current, [name]: event.target.checked }))
                }
              />
            }
          />
        ))}
      </Stack>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 2 }}>
        <Button variant="contained" onClick={save} loading={saving}>
          Salvar preferências
        </Button>
      </Box>
    </>
  );
}
