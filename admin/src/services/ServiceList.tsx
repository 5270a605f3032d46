/** /services: the service catalogue; 'Novo Serviço' and edit lead to the service form. */
import { activeLabel, formatBRL, serviceTypeLabel } from '@celebra/shared/format';
import type { TService } from '@celebra/shared/models';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { ListPage } from '../common/ListPage';
import { type CsvColumn, csvAmount } from '../common/list-csv';
import { RowMenu } from '../common/RowMenu';
import { Col, Table } from '../common/Table';

/** The list's CSV: the columns shown. */
const SERVICE_CSV: CsvColumn<TService>[] = [
  { header: 'ID', value: (service) => service.id },
  { header: 'Título', value: (service) => service.name },
  { header: 'Preço (R$)', value: (service) => csvAmount(service.price) },
  { header: 'Ativo', value: (service) => activeLabel(service.active) },
  { header: 'Tipo', value: (service) => serviceTypeLabel(service.type) },
  { header: 'Quantidade', value: (service) => service.quantity },
];

export function ServiceList() {
  const translate = useTranslate();
  const fields = 'resources.services.fields';
  return (
    <ListPage
      title="resources.services.name"
      paginated={false}
      exportCsv={{ columns: SERVICE_CSV, fileName: 'servicos' }}
      actions={
        <Button component={Link} to="/services/add" variant="contained" startIcon={<AddIcon />}>
          {translate('celebra.services.new')}
        </Button>
      }
    >
      <Table<TService> recordPath={(service) => `/services/${service.id}`}>
        <Col<TService> source="name" label={`${fields}.name`} />
        <Col<TService> label={`${fields}.price`} render={(service) => formatBRL(service.price)} />
        <Col<TService> label={`${fields}.active`} render={(service) => activeLabel(service.active)} />
        <Col<TService> label={`${fields}.type`} render={(service) => serviceTypeLabel(service.type)} />
        <Col<TService> source="quantity" label={`${fields}.quantity`} />
        <Col<TService>
          label={translate('celebra.table.actions')}
          render={(service) => (
            <RowMenu
              actions={[{ label: 'ra.action.edit', icon: <EditIcon />, to: `/services/${service.id}` }]}
            />
          )}
        />
      </Table>
    </ListPage>
  );
}
