/**
 * /event-requests, 'Solicitação de Eventos': prospective hosts' requests, their event info, and
 * 'Criar evento' while the request has no event yet ('Ver evento' once it has one); a request the
 * platform converted on its own says so in 'Evento criado'.
 */
import { formatDate, preRegistrationPaymentStatusLabel, yesNoLabel } from '@celebra/shared/format';
import type { TPreUserRequest } from '@celebra/shared/models';
import AddCircleIcon from '@mui/icons-material/AddCircle';
import EventIcon from '@mui/icons-material/Event';
import InfoIcon from '@mui/icons-material/Info';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useNavigate } from 'react-router';
import type { FilterField } from '../common/FilterPanel';
import { ListPage } from '../common/ListPage';
import type { CsvColumn } from '../common/list-csv';
import { VIEW_EVENT_TEXT } from '../common/list-texts';
import { type RowAction, RowMenu } from '../common/RowMenu';
import { Col, Table } from '../common/Table';
import type { WizardLocationState } from '../events/wizard/draft';
import { RequestInfoModal } from './RequestInfoModal';

const FILTERS: FilterField[] = [
  { source: 'id', label: 'resources.event-requests.fields.id', type: 'number' },
  { source: 'email', label: 'resources.event-requests.fields.email' },
  { source: 'phoneNumber', label: 'resources.event-requests.fields.phoneNumber' },
  { source: 'startDate', label: 'celebra.filter.startDate', type: 'date' },
  { source: 'endDate', label: 'celebra.filter.endDate', type: 'date' },
];

/** The list's CSV: the columns shown, and the event created from the request. */
const REQUEST_CSV: CsvColumn<TPreUserRequest>[] = [
  { header: 'ID', value: (request) => request.id },
  { header: 'Nome', value: (request) => request.name },
  { header: 'E-mail', value: (request) => request.email },
  { header: 'Celular', value: (request) => request.phoneNumber },
  { header: 'Evento criado', value: (request) => yesNoLabel(request.accountCreated) },
  { header: 'Pagamento', value: (request) => preRegistrationPaymentStatusLabel(request.paymentStatus) },
  { header: 'Data', value: (request) => formatDate(request.createdAt) },
  { header: 'ID do evento', value: (request) => request.eventId },
];

export function EventRequestList() {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [showing, setShowing] = useState<TPreUserRequest | null>(null);
  const fields = 'resources.event-requests.fields';
  // A request becomes one event: once created, the row leads to it instead of creating another.
  const eventAction = (request: TPreUserRequest): RowAction =>
    request.eventId === null
      ? {
          label: 'celebra.eventRequests.createEvent',
          icon: <AddCircleIcon />,
          onClick: () => navigate('/events/create', { state: { request } satisfies WizardLocationState }),
        }
      : { label: VIEW_EVENT_TEXT, icon: <EventIcon />, to: `/events/${request.eventId}` };

  return (
    <>
      <ListPage
        title="resources.event-requests.name"
        filters={FILTERS}
        exportCsv={{ columns: REQUEST_CSV, fileName: 'solicitacoes-de-eventos' }}
      >
        <Table>
          <Col<TPreUserRequest> source="id" label={`${fields}.id`} />
          <Col<TPreUserRequest> source="name" sortable label={`${fields}.name`} />
          <Col<TPreUserRequest> source="email" label={`${fields}.email`} />
          <Col<TPreUserRequest> source="phoneNumber" label={`${fields}.phoneNumber`} />
          <Col<TPreUserRequest>
            label={`${fields}.accountCreated`}
            render={(request) =>
              // Converted by the platform itself ('Publicar eventos automaticamente após o
              // pagamento'): said here, so nobody waits to create it.
              request.accountCreated && request.autoPublished
                ? translate('celebra.eventRequests.autoPublished')
                : yesNoLabel(request.accountCreated)
            }
          />
          <Col<TPreUserRequest>
            label={`${fields}.paymentStatus`}
            render={(request) => preRegistrationPaymentStatusLabel(request.paymentStatus)}
          />
          <Col<TPreUserRequest>
            source="createdAt"
            sortable
            label={`${fields}.createdAt`}
            render={(request) => formatDate(request.createdAt)}
          />
          <Col<TPreUserRequest>
            label={translate('celebra.table.actions')}
            render={(request) => (
              <RowMenu
                actions={[
                  {
                    label: 'celebra.eventRequests.info',
                    icon: <InfoIcon />,
                    onClick: () => setShowing(request),
                  },
                  eventAction(request),
                ]}
              />
            )}
          />
        </Table>
      </ListPage>
      {showing ? <RequestInfoModal request={showing} onClose={() => setShowing(null)} /> : null}
    </>
  );
}
