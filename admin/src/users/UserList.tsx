/** /users: the hosts, 20 a page, filtered on name, e-mail and phone; their events and an edit popup. */

import { activeLabel, formatDate } from '@celebra/shared/format';
import type { TUser } from '@celebra/shared/models';
import EditIcon from '@mui/icons-material/Edit';
import EventIcon from '@mui/icons-material/Event';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterField } from '../common/FilterPanel';
import { ListPage } from '../common/ListPage';
import type { CsvColumn } from '../common/list-csv';
import { RowMenu } from '../common/RowMenu';
import { userPath } from '../common/record-paths';
import { Col, Table } from '../common/Table';
import { UserEditModal } from './UserEditModal';
import { UserEventsModal } from './UserEventsModal';

const FILTERS: FilterField[] = [
  { source: 'name', label: 'resources.users.fields.name' },
  { source: 'email', label: 'resources.users.fields.email' },
  { source: 'phoneNumber', label: 'resources.users.fields.phoneNumber' },
];

const USER_CSV: CsvColumn<TUser>[] = [
  { header: 'ID', value: (user) => user.id },
  { header: 'Nome', value: (user) => `${user.firstName} ${user.lastName}` },
  { header: 'E-mail', value: (user) => user.email },
  { header: 'Telefone', value: (user) => user.phoneNumber },
  { header: 'Ativo', value: (user) => activeLabel(user.active) },
  { header: 'Cadastro', value: (user) => formatDate(user.createdAt) },
];

export function UserList() {
  const translate = useTranslate();
  const [eventsOf, setEventsOf] = useState<TUser | null>(null);
  const [editing, setEditing] = useState<TUser | null>(null);

  return (
    <>
      <ListPage
        title="resources.users.name"
        filters={FILTERS}
        exportCsv={{ columns: USER_CSV, fileName: 'usuarios' }}
      >
        <Table<TUser> recordPath={(user) => userPath(user.id)}>
          <Col<TUser> source="id" label="resources.users.fields.id" />
          <Col<TUser>
            source="firstName"
            sortable
            label="resources.users.fields.name"
            render={(user) => `${user.firstName} ${user.lastName}`}
          />
          <Col<TUser> source="email" sortable label="resources.users.fields.email" />
          <Col<TUser> source="phoneNumber" label="resources.users.fields.phoneNumber" />
          <Col<TUser> label="resources.users.fields.active" render={(user) => activeLabel(user.active)} />
          <Col<TUser>
            source="createdAt"
            sortable
            label="resources.users.fields.createdAt"
            render={(user) => formatDate(user.createdAt)}
          />
          <Col<TUser>
            label={translate('celebra.table.actions')}
            render={(user) => (
              <RowMenu
                actions={[
                  { label: 'celebra.users.events', icon: <EventIcon />, onClick: () => setEventsOf(user) },
                  { label: 'ra.action.edit', icon: <EditIcon />, onClick: () => setEditing(user) },
                ]}
              />
            )}
          />
        </Table>
      </ListPage>
      {eventsOf ? <UserEventsModal user={eventsOf} onClose={() => setEventsOf(null)} /> : null}
      {editing ? <UserEditModal user={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
