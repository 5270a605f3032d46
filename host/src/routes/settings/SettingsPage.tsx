import { apiRoutes } from '@celebra/shared/api';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../common/api';
import { LoadingView } from '../../common/layout/LoadingView';
import { Page } from '../../common/layout/Page';
import { useHostEvent } from '../../common/session';
import { AccountAccess } from './components/AccountAccess';
import { AccountData } from './components/AccountData';
import { NOTIFICATIONS_QUERY_KEY } from './components/notifications-query';
import { SettingsForm } from './components/SettingsForm';

/**
 * 'Configurações do Site': one form with one 'Salvar' for what the public site shows, its link
 * and its password, and the e-mails the host receives (the account's, sent to their own call);
 * then 'Acesso à conta' (change the password, sign out) and 'Seus dados' (download everything,
 * delete the account), actions of their own.
 */
export function SettingsPage() {
  const alert = useAlert();
  const { id } = useHostEvent();
  const { data, error, isFetching } = useQuery({
    queryKey: ['usersGetSettings', id],
    queryFn: ({ signal }) => api.call(apiRoutes.usersGetSettings, { params: { eventId: id }, signal }),
  });
  const notifications = useQuery({
    queryKey: NOTIFICATIONS_QUERY_KEY,
    queryFn: ({ signal }) => api.call(apiRoutes.usersGetNotifications, { signal }),
  });
  useErrorAlert(error, (failure) => alert.error(failure, 'Erro ao recuperar configurações do evento.'));
  useErrorAlert(notifications.error, (failure) =>
    alert.error(failure, 'Erro ao recuperar as preferências de e-mail.'),
  );
  // The form is filled once: it waits for the e-mail choices too (or their failure).
  const loading = isFetching || notifications.isPending;
  return (
    <Page
      title="Configurações do Site"
      subtitle="Escolha o que aparece no seu site e quem pode vê-lo."
      maxWidth={760}
    >
      <Stack spacing={3}>
        {loading && <LoadingView />}
        {!loading && data && (
          <SettingsForm
            eventId={id}
            settings={data.settings}
            canSetPassword={data.canSetPassword}
            preferences={notifications.data?.preferences}
          />
        )}
        <AccountAccess />
        <AccountData />
      </Stack>
    </Page>
  );
}
