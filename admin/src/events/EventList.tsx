/** /events: 20 a page with its filters and columns; each row leads to the event's pages. */
import { activeLabel, formatDate, giftDeliveryPreferenceLabel } from '@celebra/shared/format';
import type { TEventSummary } from '@celebra/shared/models';
import AddIcon from '@mui/icons-material/Add';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import ChatIcon from '@mui/icons-material/Chat';
import InfoIcon from '@mui/icons-material/Info';
import MiscellaneousServicesIcon from '@mui/icons-material/MiscellaneousServices';
import PeopleIcon from '@mui/icons-material/People';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { FilterField } from '../common/FilterPanel';
import { ListPage } from '../common/ListPage';
import type { CsvColumn } from '../common/list-csv';
import { RowMenu } from '../common/RowMenu';
import { eventPath } from '../common/record-paths';
import { Col, Table } from '../common/Table';

const FILTERS: FilterField[] = [
  { source: 'id', label: 'resources.events.fields.id', type: 'number' },
  { source: 'title', label: 'resources.events.fields.title' },
  { source: 'slug', label: 'resources.events.fields.slug' },
  {
    source: 'active',
    label: 'resources.events.fields.active',
    type: 'select',
    choices: [
      { id: 'true', name: activeLabel(true) },
      { id: 'false', name: activeLabel(false) },
    ],
  },
  {
    source: 'dateFilterType',
    label: 'celebra.events.dateFilterType',
    type: 'select',
    choices: [
      { id: 'createdAt', name: 'celebra.events.byCreatedAt' },
      { id: 'eventDate', name: 'celebra.events.byEventDate' },
    ],
  },
  { source: 'startDate', label: 'celebra.filter.startDate', type: 'date' },
  { source: 'endDate', label: 'celebra.filter.endDate', type: 'date' },
];

const eventActions = (id: number) => [
  { label: 'celebra.events.details', icon: <InfoIcon />, to: `/events/${id}` },
  { label: 'celebra.events.messages', icon: <ChatIcon />, to: `/events/${id}/messages` },
  { label: 'celebra.events.guests', icon: <PeopleIcon />, to: `/events/${id}/guests` },
  { label: 'celebra.events.giftsReceived', icon: <CardGiftcardIcon />, to: `/events/${id}/gifts-received` },
  { label: 'celebra.events.services', icon: <MiscellaneousServicesIcon />, to: `/events/${id}/services` },
];

/** The list's CSV: the columns shown. */
const EVENT_CSV: CsvColumn<TEventSummary>[] = [
  { header: 'ID', value: (event) => event.id },
  { header: 'Anfitrião', value: (event) => `${event.user.firstName} ${event.user.lastName}` },
  { header: 'Título', value: (event) => event.title },
  {
    header: 'Preferência de entrega',
    value: (event) => giftDeliveryPreferenceLabel(event.giftDeliveryPreference),
  },
  { header: 'URL', value: (event) => event.slug },
  { header: 'Data de cadastro', value: (event) => formatDate(event.createdAt) },
  { header: 'Status', value: (event) => activeLabel(event.active) },
];

export function EventList() {
  const translate = useTranslate();
  return (
    <ListPage
      title="resources.events.name"
      errorText="celebra.errors.fetchEvents"
      filters={FILTERS}
      exportCsv={{ columns: EVENT_CSV, fileName: 'eventos' }}
      actions={
        <Button component={Link} to="/events/create" variant="contained" startIcon={<AddIcon />}>
          {translate('celebra.events.new')}
        </Button>
      }
    >
      <Table<TEventSummary> recordPath={(event) => eventPath(event.id)}>
        <Col<TEventSummary> source="id" label="resources.events.fields.id" />
        <Col<TEventSummary>
          label="resources.events.fields.creator"
          render={(event) => `${event.user.firstName} ${event.user.lastName}`}
        />
        <Col<TEventSummary> source="title" sortable phonePrimary label="resources.events.fields.title" />
        <Col<TEventSummary>
          label="resources.events.fields.giftDeliveryPreference"
          render={(event) => giftDeliveryPreferenceLabel(event.giftDeliveryPreference)}
        />
        <Col<TEventSummary> source="slug" label="resources.events.fields.slug" />
        <Col<TEventSummary>
          source="createdAt"
          sortable
          label="resources.events.fields.createdAt"
          render={(event) => formatDate(event.createdAt)}
        />
        <Col<TEventSummary>
          label="resources.events.fields.active"
          render={(event) => activeLabel(event.active)}
        />
        <Col<TEventSummary>
          label={translate('celebra.table.actions')}
          render={(event) => <RowMenu actions={eventActions(event.id)} />}
        />
      </Table>
    </ListPage>
  );
}
