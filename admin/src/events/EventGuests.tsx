/** /events/{id}/guests, 'Lista de Presença': the confirmed guests, a new guest, edit in the guest modal. */
import { formatDate } from '@celebra/shared/format';
import type { TGuest } from '@celebra/shared/models';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { Button, Card } from '@mui/material';
import { useState } from 'react';
import { useGetManyReference, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useAlerts } from '../common/AlertProvider';
import { LocalTable } from '../common/LocalTable';
import { PageHeader } from '../common/PageHeader';
import { RowMenu } from '../common/RowMenu';
import { Col } from '../common/Table';
import { GuestModal } from './GuestModal';

export function EventGuests() {
  const translate = useTranslate();
  const eventId = Number(useParams().id);
  const { showError } = useAlerts();
  const [editing, setEditing] = useState<TGuest | 'new' | null>(null);
  const { data, isPending, refetch } = useGetManyReference<TGuest>(
    'event-guests',
    { target: 'eventId', id: eventId },
    { onError: (error) => showError(error, translate('celebra.errors.fetchGuests')) },
  );

  return (
    <>
      <PageHeader
        title="celebra.guests.title"
        actions={
          <Button variant="contained" startIcon={<PersonAddIcon />} onClick={() => setEditing('new')}>
            {translate('celebra.guests.new')}
          </Button>
        }
      />
      <Card>
        <LocalTable data={data} isPending={isPending} empty="celebra.guests.empty">
          <Col<TGuest> source="id" label="resources.event-guests.fields.id" />
          <Col<TGuest> source="eventId" label="resources.event-guests.fields.eventId" />
          <Col<TGuest>
            label="resources.event-guests.fields.name"
            render={(guest) => `${guest.firstName} ${guest.lastName}`}
          />
          <Col<TGuest> source="email" label="resources.event-guests.fields.email" />
          <Col<TGuest> source="phoneNumber" label="resources.event-guests.fields.phoneNumber" />
          <Col<TGuest>
            label="resources.event-guests.fields.createdAt"
            render={(guest) => formatDate(guest.createdAt)}
          />
          <Col<TGuest>
            label={translate('celebra.table.actions')}
            render={(guest) => (
              <RowMenu
                actions={[{ label: 'ra.action.edit', icon: <EditIcon />, onClick: () => setEditing(guest) }]}
              />
            )}
          />
        </LocalTable>
      </Card>
      {editing ? (
        <GuestModal
          eventId={eventId}
          guest={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            refetch();
          }}
        />
      ) : null}
    </>
  );
}
