/**
 * /chargebacks, 'Contestações': guests' card disputes, the nearest deadline to send documents
 * first; by default only those whose deadline is still ahead ('Prazo em aberto'). Each row gives
 * the dispute's id at Mercado Pago (to find it in the provider's panel) and links to its transaction.
 */
import { formatBRL, formatDateTime } from '@celebra/shared/format';
import type { TChargeback } from '@celebra/shared/models';
import { useTranslate } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { type CsvColumn, csvAmount } from '../common/list-csv';
import { RecordLink } from '../common/RecordLink';
import { eventPath, transactionPath } from '../common/record-paths';
import { StatusFilter } from '../common/StatusFilter';
import { Col, Table } from '../common/Table';
import { DocumentationDeadline, PLATFORM_TIME_ZONE } from './DocumentationDeadline';

const when = (instant: string | null) =>
  instant ? formatDateTime(instant, { timeZone: PLATFORM_TIME_ZONE }) : '';

export function ChargebackList() {
  const translate = useTranslate();
  const fields = 'resources.chargebacks.fields';
  const yesNo = (value: boolean) => translate(value ? 'celebra.chargebacks.yes' : 'celebra.chargebacks.no');
  // The list's CSV: the columns shown, in the same words.
  const csv: CsvColumn<TChargeback>[] = [
    { header: 'ID', value: (row) => row.id },
    { header: 'ID no Mercado Pago', value: (row) => row.providerChargebackId },
    { header: 'Transação', value: (row) => row.transaction.id },
    { header: 'ID do evento', value: (row) => row.event.id },
    { header: 'Evento', value: (row) => row.event.title },
    { header: 'Convidado', value: (row) => row.guestName || translate('celebra.chargebacks.anonymous') },
    { header: 'Valor (R$)', value: (row) => csvAmount(row.amount) },
    { header: 'Prazo para documentos', value: (row) => when(row.documentationDeadline) },
    { header: 'Documentos exigidos', value: (row) => yesNo(row.documentationRequired) },
    { header: 'Cobertura', value: (row) => yesNo(row.coverageApplied) },
    { header: 'Recebida em', value: (row) => when(row.createdAt) },
  ];
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
      exportCsv={{ columns: csv, fileName: 'contestacoes' }}
    >
      {/* A dispute has no page of its own: its row opens the transaction disputed. */}
      <Table<TChargeback> recordPath={(row) => transactionPath(row.transaction.id)}>
        <Col<TChargeback> source="id" label={`${fields}.id`} />
        <Col<TChargeback> source="providerChargebackId" label={`${fields}.providerChargebackId`} />
        <Col<TChargeback>
          label={`${fields}.transaction`}
          render={(row) => (
            <RecordLink to={transactionPath(row.transaction.id)}>
              {translate('celebra.chargebacks.transaction', { id: row.transaction.id })}
            </RecordLink>
          )}
        />
        <Col<TChargeback>
          label={`${fields}.event`}
          render={(row) => <RecordLink to={eventPath(row.event.id)}>{row.event.title}</RecordLink>}
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
