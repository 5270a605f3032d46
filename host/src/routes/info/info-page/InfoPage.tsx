import { apiRoutes } from '@celebra/shared/api';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { ptBR as pickersPtBR } from '@mui/x-date-pickers/locales';
import { ptBR } from 'date-fns/locale/pt-BR';
import { useAlert } from '../../../common/alert/alert-atom';
import { api } from '../../../common/api';
import { LoadingView } from '../../../common/layout/LoadingView';
import { Page } from '../../../common/layout/Page';
import { useHostEvent } from '../../../common/session';
import { useLoad } from '../../../common/use-load';
import { InfoForm } from './components/InfoForm';

const localeText = pickersPtBR.components.MuiLocalizationProvider.defaultProps.localeText;

/** 'Informações do Evento': date, times, and the place or the transmission. */
export function InfoPage() {
  const alert = useAlert();
  const { id } = useHostEvent();
  const { data, loading } = useLoad(
    (signal) => api.call(apiRoutes.usersGetEventDetails, { params: { eventId: id }, signal }),
    id,
    (error) => alert.error(error, 'Erro ao recuperar informações do evento.'),
  );
  return (
    <Page title="Informações do Evento" subtitle="Quando e onde será a sua festa.">
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={ptBR} localeText={localeText}>
        {loading && <LoadingView />}
        {!loading && data && <InfoForm eventId={id} details={data.eventDetails} />}
      </LocalizationProvider>
    </Page>
  );
}
