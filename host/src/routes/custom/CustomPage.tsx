import { apiRoutes } from '@celebra/shared/api';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../common/api';
import { LoadingView } from '../../common/layout/LoadingView';
import { Page } from '../../common/layout/Page';
import { useHostEvent } from '../../common/session';
import { CustomForm } from './components/CustomForm';

/** 'Cores e Textos': title, subtitle, presentation texts and colour of the site. */
export function CustomPage() {
  const alert = useAlert();
  const { id } = useHostEvent();
  const { data, error, isFetching } = useQuery({
    queryKey: ['usersGetEvent', id],
    queryFn: ({ signal }) => api.call(apiRoutes.usersGetEvent, { params: { eventId: id }, signal }),
  });
  useErrorAlert(error, (failure) => alert.error(failure, 'Erro ao buscar evento.'));
  return (
    <Page title="Cores e Textos" subtitle="Os textos e a cor que os convidados veem no seu site.">
      {isFetching && <LoadingView />}
      {data && <CustomForm event={data.event} />}
    </Page>
  );
}
