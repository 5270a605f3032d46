import { apiRoutes } from '@celebra/shared/api';
import { useAlert } from '../../../common/alert/alert-atom';
import { api } from '../../../common/api';
import { LoadingView } from '../../../common/layout/LoadingView';
import { Page } from '../../../common/layout/Page';
import { useHostEvent } from '../../../common/session';
import { useLoad } from '../../../common/use-load';
import { SettingsForm } from './components/SettingsForm';

/** 'Configurações do Site': what the public site shows, its link and its password. */
export function SettingsPage() {
  const alert = useAlert();
  const { id } = useHostEvent();
  const { data, loading } = useLoad(
    (signal) => api.call(apiRoutes.usersGetSettings, { params: { eventId: id }, signal }),
    id,
    (error) => alert.error(error, 'Erro ao recuperar configurações do evento.'),
  );
  return (
    <Page
      title="Configurações do Site"
      subtitle="Escolha o que aparece no seu site e quem pode vê-lo."
      maxWidth={760}
    >
      {loading && <LoadingView />}
      {!loading && data && (
        <SettingsForm eventId={id} settings={data.settings} canSetPassword={data.canSetPassword} />
      )}
    </Page>
  );
}
