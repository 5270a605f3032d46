import { apiRoutes } from '@celebra/shared/api';
import { useAlert } from '../../../common/alert/alert-atom';
import { api } from '../../../common/api';
import { LoadingView } from '../../../common/layout/LoadingView';
import { Page } from '../../../common/layout/Page';
import { useHostEvent } from '../../../common/session';
import { useLoad } from '../../../common/use-load';
import { CustomForm } from './components/CustomForm';

/** 'Cores e Textos': title, subtitle, presentation texts and colour of the site. */
export function CustomPage() {
  const alert = useAlert();
  const { id } = useHostEvent();
  const { data, loading } = useLoad(
    (signal) => api.call(apiRoutes.usersGetEvent, { params: { eventId: id }, signal }),
    id,
    (error) => alert.error(error, 'Erro ao buscar evento.'),
  );
  return (
    <Page title="Cores e Textos" subtitle="Os textos e a cor que os convidados veem no seu site.">
      {loading && <LoadingView />}
      {data && <CustomForm event={data.event} />}
    </Page>
  );
}
