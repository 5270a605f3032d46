import { apiRoutes } from '@celebra/shared/api';
import { toSlug } from '@celebra/shared/format';
import {
  EVENT_SETTINGS_SAVED_MESSAGE,
  GUEST_LIST_MESSAGES,
  PASSWORD_SERVICE_REQUIRED_MESSAGE,
} from '@celebra/shared/messages';
import type { TEventSettings, TNotificationPreferences } from '@celebra/shared/models';
import { useAlert } from '@celebra/ui/alert';
import { FormTextField } from '@celebra/ui/forms';
import { zodResolver } from '@hookform/resolvers/zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { api } from '../../../common/api';
import { useUpdateHostEvent } from '../../../common/session';
import { siteBaseUrl } from '../../../common/site-url';
import { useLeaveWarning } from '../../../common/unsaved/use-leave-warning';
import { EmailPreferences } from './EmailPreferences';
import { NOTIFICATIONS_QUERY_KEY } from './notifications-query';
import {
  type TSettingsPageForm,
  type TSettingsPageOutput,
  ZSettingsPageFormSchema,
} from './settings-page-form';

const SWITCHES = [
  { name: 'showGiftList', label: 'Mostrar a lista de presentes' },
  { name: 'showGuestMessages', label: 'Mostrar os recados dos convidados' },
  { name: 'showEventInfo', label: 'Mostrar as informações do evento' },
  { name: 'allowGuestConfirmation', label: 'Permitir a confirmação de presença' },
] as const;

/** The first message of a failed submit, in the order the fields appear. */
function firstMessage(errors: FieldErrors<TSettingsPageForm>): string | undefined {
  return errors.slug?.message ?? errors.password?.message;
}

type Props = {
  eventId: number;
  settings: TEventSettings;
  /** The event has the 'Senha no Site' service: without it the server refuses a new password. */
  canSetPassword: boolean;
  /** The host's e-mail choices; undefined when they could not be loaded (not shown nor saved). */
  preferences: TNotificationPreferences | undefined;
};

type TSiteValues = Omit<TSettingsPageOutput, 'preferences'>;

/**
 * The settings page's one form and its one 'Salvar': the site's sections, its link and password,
 * and the e-mails the host receives. Each part that changed goes to its own call (the site's
 * settings are the event's, the e-mails the account's); a part saved is clean again even when the
 * other failed, which stays changed on the screen to be saved again.
 */
export function SettingsForm({ eventId, settings, canSetPassword, preferences }: Props) {
  const alert = useAlert();
  const queryClient = useQueryClient();
  const updateEvent = useUpdateHostEvent();
  const { hasPassword: _hasPassword, ...values } = settings;
  const { control, handleSubmit, formState, resetField } = useForm<
    TSettingsPageForm,
    unknown,
    TSettingsPageOutput
  >({
    resolver: zodResolver(ZSettingsPageFormSchema),
    defaultValues: { ...values, password: '', preferences },
  });
  // The server keeps only the password's hash: the screen says one is set, and a blank field
  // keeps it; the host types a new one to replace it, or ticks the removal.
  const [hasPassword, setHasPassword] = useState(settings.hasPassword);
  const [removePassword, setRemovePassword] = useState(false);
  /** null opens the site; undefined keeps the password it has; a string replaces it. */
  const passwordToSend = (typed: string | null | undefined) => {
    if (removePassword) return null;
    if (hasPassword && !typed) return undefined;
    return typed || null;
  };
  const siteAddress = siteBaseUrl(window.location, import.meta.env.VITE_SITE_URL).replace(/^https?:\/\//, '');
  const { preferences: preferencesDirty, ...siteDirty } = formState.dirtyFields;
  const siteChanged = Object.keys(siteDirty).length > 0 || removePassword;
  useLeaveWarning(formState.isDirty || removePassword);

  const saveSite = async (site: TSiteValues) => {
    const body = { ...site, password: passwordToSend(site.password) };
    const saved = await api.call(apiRoutes.usersUpdateSettings, { params: { eventId }, body });
    setHasPassword(saved.settings.hasPassword);
    setRemovePassword(false);
    updateEvent({ slug: body.slug });
    for (const name of Object.keys(site) as Array<keyof TSiteValues>)
      resetField(name, { defaultValue: name === 'password' ? '' : site[name] });
    return EVENT_SETTINGS_SAVED_MESSAGE;
  };

  const savePreferences = async (chosen: TNotificationPreferences) => {
    const answer = await api.call(apiRoutes.usersUpdateNotifications, { body: chosen });
    queryClient.setQueryData(NOTIFICATIONS_QUERY_KEY, {
      success: true,
      message: answer.message,
      preferences: answer.preferences,
    });
    resetField('preferences', { defaultValue: answer.preferences });
    return answer.message || GUEST_LIST_MESSAGES.notificationsSaved;
  };

  const submit = handleSubmit(
    async ({ preferences: chosen, ...site }) => {
      // A press with nothing changed saves the site's settings, as it always did.
      const sendPreferences = chosen !== undefined && preferencesDirty !== undefined;
      const sendSite = siteChanged || !sendPreferences;
      const [siteResult, preferencesResult] = await Promise.allSettled([
        sendSite ? saveSite(site) : Promise.resolve(undefined),
        sendPreferences ? savePreferences(chosen) : Promise.resolve(undefined),
      ]);
      if (siteResult.status === 'rejected') {
        alert.error(siteResult.reason, 'Erro ao salvar configurações do evento.');
      } else if (preferencesResult.status === 'rejected') {
        alert.error(preferencesResult.reason, 'Erro ao salvar as preferências de e-mail.');
      } else {
        alert.success([siteResult.value, preferencesResult.value].filter(Boolean).join(' '));
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
        <Typography variant="h3" component="h2" sx={{ mb: 1 }}>
          Pagamento dos presentes
        </Typography>
        <Controller
          control={control}
          name="guestCoversFeeByDefault"
          render={({ field }) => (
            <FormControlLabel
              label="Convidado paga a taxa da plataforma"
              control={
                <Switch
                  name={field.name}
                  checked={field.value ?? true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  slotProps={{ input: { 'aria-describedby': 'guest-covers-fee-help' } }}
                />
              }
            />
          )}
        />
        <Typography id="guest-covers-fee-help" variant="body2" color="text.secondary">
          Ligado, a opção de o convidado pagar a taxa já vem marcada no carrinho e você recebe o valor
          integral dos presentes; o convidado pode desmarcá-la.
        </Typography>
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
          {hasPassword && (
            <div>
              <Typography variant="body2">O site está protegido por uma senha.</Typography>
              <FormControlLabel
                label="Remover a senha (site aberto)"
                control={
                  <Switch
                    name="removePassword"
                    checked={removePassword}
                    onChange={(event) => setRemovePassword(event.target.checked)}
                  />
                }
              />
            </div>
          )}
          <FormTextField
            control={control}
            name="password"
            label={hasPassword ? 'Nova senha do site' : 'Senha do site'}
            type="password"
            autoComplete="new-password"
            // Without the service a site with no password cannot get one; one it already has can
            // stay or be removed (the server decides either way).
            disabled={removePassword || !canSetPassword}
            helperText={
              canSetPassword ? (
                hasPassword ? (
                  'Deixe em branco para manter a senha atual, ou digite uma nova para trocá-la.'
                ) : (
                  'Opcional: os convidados digitam esta senha para ver o site. Deixe em branco para um site aberto.'
                )
              ) : (
                <PasswordServiceHint hasPassword={hasPassword} />
              )
            }
          />
          <div>
            <Controller
              control={control}
              name="allowSearchEngines"
              render={({ field }) => (
                <FormControlLabel
                  label="Permitir que buscadores encontrem o site"
                  control={
                    <Switch
                      name={field.name}
                      checked={field.value ?? false}
                      onChange={(event) => field.onChange(event.target.checked)}
                      slotProps={{ input: { 'aria-describedby': 'allow-search-engines-help' } }}
                    />
                  }
                />
              )}
            />
            <Typography id="allow-search-engines-help" variant="body2" color="text.secondary">
              Desligado, o site não aparece no Google e em outros buscadores; só quem tem o link chega até
              ele.
            </Typography>
          </div>
        </Stack>
      </Paper>
      <EmailPreferences control={control} loaded={preferences !== undefined} />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Button type="submit" variant="contained" size="large" loading={formState.isSubmitting}>
          Salvar
        </Button>
      </Box>
    </Stack>
  );
}

/** Why the password cannot be set (or changed) yet, and where to get the service. */
function PasswordServiceHint({ hasPassword }: { hasPassword: boolean }) {
  return (
    <>
      {hasPassword
        ? 'Sem o serviço Senha no Site, você pode manter ou remover esta senha, mas não trocá-la. '
        : `${PASSWORD_SERVICE_REQUIRED_MESSAGE} `}
      <Link component={RouterLink} to="/service-package">
        Ver Pacote de Serviços
      </Link>
    </>
  );
}
