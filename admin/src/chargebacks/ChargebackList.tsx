/**
 * /chargebacks, 'Contestações': guests' card disputes, the nearest deadline to send documents
 * first; by default only those whose deadline is still ahead ('Prazo em aberto'). Each row gives
 * the dispute's id at Mercado Pago (to find it in the provider's panel) and links to its transaction.
 */
import { formatBRL, formatDateTime } from '@celebra/shared/format';
import type { TChargeback } from '@celebra/shared/models';
import { Link as MuiLink } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import { ListPage } from '../common/ListPage';
import { transactionPath } from '../common/record-paths';
import { StatusFilter } from '../common/StatusFilter';
import { Col, Table } from '../common/Table';
import { DocumentationDeadline, PLATFORM_TIME_ZONE } from './DocumentationDeadline';

export function ChargebackList() {
  const translate = useTranslate();
  const fields = 'resources.chargebacks.fields';
  const yesNo = (value: boolean) => translate(value ? 'celebra.chargebacks.yes' : 'celebra.chargebacks.no');
  const options = [
    { value: 'OPEN', label: translate('celebra.chargebacks.open') },
    { value: 'CLOSED', label: translate('celebra.chargebacks.closed') },
    { value: 'ALL', label: translate('celebra.chargebacks.all') },
  ];
  return (
    <ListPage
      title="resources.chargebacks.name"
      errorText="celebra.errors.fetchChargebacks"
      filterDefaultValues={{ status: 'OPEN' }}
      toolbar={<StatusFilter options={options} />}
    >
      <Table>
        <Col<TChargeback> source="id" label={`${fields}.id`} />
        <Col<TChargeback> source="providerChargebackId" label={`${fields}.providerChargebackId`} />
        <Col<TChargeback>
          label={`${fields}.transaction`}
          render={(row) => (
            <MuiLink component={Link} to={transactionPath(row.transaction.id)}>
              {translate('celebra.chargebacks.transaction', { id: row.transaction.id })}
            </MuiLink>
          )}
        />
        <Col<TChargeback>
          label={`${fields}.event`}
          render={(row) => (
            <MuiLink component={Link} to={`/events/${row.event.id}`}>
              {row.event.title}
            </MuiLink>
          )}
        />
        <Col<TChargeback>
          label={`${fields}.guestName`}
          render={(row) => row.guestName || translate('celebra.chargebacks.anonymous')}
        />
        <Col<TChargeback> label={`${fields}.amount`} render={(row) => formatBRL(row.amount)} />
        <Col<TChargeback>
          label={`${fields}.documentationDeadline`}
          render={(row) => <DocumentationDeadline deadline={row.documentationDeadline} />}
        />
        <Col<TChargeback>
          label={`${fields}.documentationRequired`}
          render={(row) => yesNo(row.documentationRequired)}
        />
        <Col<TChargeback> label={`${fields}.coverageApplied`} render={(row) => yesNo(row.coverageApplied)} />
        <Col<TChargeback>
          label={`${fields}.createdAt`}
          render={(row) => formatDateTime(row.createdAt, { timeZone: PLATFORM_TIME_ZONE })}
        />
      </Table>
    </ListPage>
  );
}
