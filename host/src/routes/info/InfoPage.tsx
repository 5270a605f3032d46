import { apiRoutes } from '@celebra/shared/api';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { useQuery } from '@tanstack/react-query';
import { ptBR } from 'date-fns/locale/pt-BR';
import { api } from '../../common/api';
import { LoadingView } from '../../common/layout/LoadingView';
import { Page } from '../../common/layout/Page';
import { useHostEvent } from '../../common/session';
import { InfoForm } from './components/InfoForm';

const localeText = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

/** 'Informações do Evento': date, times, and the place or the transmission. */
export function InfoPage() {
  const alert = useAlert();
  const { id } = useHostEvent();
  const { data, error, isFetching } = useQuery({
    queryKey: ['usersGetEventDetails', id],
    queryFn: ({ signal }) => api.call(apiRoutes.usersGetEventDetails, { params: { eventId: id }, signal }),
  });
  useErrorAlert(error, (failure) => alert.error(failure, 'Erro ao recuperar informações do evento.'));
  return (
    <Page title="Informações do Evento" subtitle="Quando e onde será a sua festa.">
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={localeText}>
        {isFetching && <LoadingView />}
        {!isFetching && data && <InfoForm eventId={id} details={data.eventDetails} />}
      </LocalizationProvider>
    </Page>
  );
}
