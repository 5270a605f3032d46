import { apiRoutes } from '@celebra/shared/api';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../common/api';
import { LoadingView } from '../../../common/layout/LoadingView';
import { Page } from '../../../common/layout/Page';
import { useHostEvent } from '../../../common/session';
import { AccountAccess } from './components/AccountAccess';
import { AccountData } from './components/AccountData';
import { EmailPreferences } from './components/EmailPreferences';
import { SettingsForm } from './components/SettingsForm';

/**
 * 'Configurações do Site': what the public site shows, its link and its password; and, saved apart
 * since they are the account's and not the event's, the e-mails the host receives, 'Acesso à conta'
 * (change the password, sign out) and 'Seus dados' (download everything, delete the account).
 */
export function SettingsPage() {
  const alert = useAlert();
  const { id } = useHostEvent();
  const { data, error, isFetching } = useQuery({
    queryKey: ['usersGetSettings', id],
    queryFn: ({ signal }) => api.call(apiRoutes.usersGetSettings, { params: { eventId: id }, signal }),
  });
  useErrorAlert(error, (failure) => alert.error(failure, 'Erro ao recuperar configurações do evento.'));
  return (
    <Page
      title="Configurações do Site"
      subtitle="Escolha o que aparece no seu site e quem pode vê-lo."
      maxWidth={760}
    >
      <Stack spacing={3}>
        {isFetching && <LoadingView />}
        {!isFetching && data && (
          <SettingsForm eventId={id} settings={data.settings} canSetPassword={data.canSetPassword} />
        )}
        <EmailPreferences />
        <AccountAccess />
        <AccountData />
      </Stack>
    </Page>
  );
}
