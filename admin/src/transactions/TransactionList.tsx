/**
 * /transactions: guests' payments by status (pending first), found by the guest's e-mail or name,
 * the provider's payment id or the event; a row opens the transaction's page; payment details and a
 * manual status change; the money ledger's statement of a period as a CSV download.
 */

import { ADMIN_TRANSACTIONS_ALL_STATUSES } from '@celebra/shared/api';
import {
  buyerNameLabel,
  formatBRL,
  formatDateTime,
  labelOptions,
  PURCHASE_STATE_LABELS,
  purchaseStateLabel,
} from '@celebra/shared/format';
import type { TTransaction } from '@celebra/shared/models';
import { PurchaseStateChip } from '@celebra/ui/purchase';
import InfoIcon from '@mui/icons-material/Info';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { type CsvColumn, csvAmount } from '../common/list-csv';
import { RecordLink } from '../common/RecordLink';
import { RowMenu } from '../common/RowMenu';
import { eventPath, transactionPath } from '../common/record-paths';
import { StatusFilter } from '../common/StatusFilter';
import { Col, Table } from '../common/Table';
import { LedgerExportButton } from './LedgerExportButton';
import { TransactionInfoModal } from './TransactionInfoModal';
import { TransactionSearch } from './TransactionSearch';
import { TransactionStatusModal } from './TransactionStatusModal';

/** The list's CSV: the columns shown, with the event's title and the provider's payment id. */
const TRANSACTION_CSV: CsvColumn<TTransaction>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'ID do evento', value: (row) => row.event.id },
  { header: 'Evento', value: (row) => row.event.title },
  { header: 'Nome', value: (row) => buyerNameLabel(row.guestName) },
  { header: 'E-mail', value: (row) => row.guestEmail },
  { header: 'Valor do usuário (R$)', value: (row) => csvAmount(row.userAmount) },
  { header: 'Total (R$)', value: (row) => csvAmount(row.totalPrice) },
  { header: 'Porcentagem', value: (row) => `${row.percentage}%` },
  { header: 'Status', value: (row) => purchaseStateLabel(row.state) },
  { header: 'Restante (R$)', value: (row) => csvAmount(row.remainingAmount) },
  { header: 'ID do pagamento', value: (row) => row.providerPaymentId },
  { header: 'Data', value: (row) => formatDateTime(row.createdAt, { timeZone: 'America/Sao_Paulo' }) },
];

export function TransactionList() {
  const translate = useTranslate();
  const [details, setDetails] = useState<TTransaction | null>(null);
  const [changing, setChanging] = useState<TTransaction | null>(null);
  const fields = 'resources.transactions.fields';
  return (
    <>
      <ListPage
        title="resources.transactions.name"
        errorText="celebra.errors.fetchTransactions"
        actions={<LedgerExportButton />}
        filterDefaultValues={{ status: 'PENDING' }}
        exportCsv={{ columns: TRANSACTION_CSV, fileName: 'transacoes' }}
        toolbar={
          <>
            <TransactionSearch />
            <StatusFilter
              options={[
                { value: ADMIN_TRANSACTIONS_ALL_STATUSES, label: translate('celebra.records.allStatuses') },
                ...labelOptions(PURCHASE_STATE_LABELS),
              ]}
            />
          </>
        }
      >
        <Table<TTransaction> recordPath={(row) => transactionPath(row.id)}>
          <Col<TTransaction> source="id" label={`${fields}.id`} />
          <Col<TTransaction>
            label={`${fields}.eventId`}
            render={(row) => <RecordLink to={eventPath(row.event.id)}>{row.event.id}</RecordLink>}
          />
          <Col<TTransaction>
            phonePrimary
            label={`${fields}.guestName`}
            render={(row) => buyerNameLabel(row.guestName)}
          />
          <Col<TTransaction> label={`${fields}.guestEmail`} render={(row) => row.guestEmail ?? '—'} />
          <Col<TTransaction> label={`${fields}.userAmount`} render={(row) => formatBRL(row.userAmount)} />
          <Col<TTransaction>
            source="totalPrice"
            sortable
            label={`${fields}.totalPrice`}
            render={(row) => formatBRL(row.totalPrice)}
          />
          <Col<TTransaction> label={`${fields}.percentage`} render={(row) => `${row.percentage}%`} />
          <Col<TTransaction>
            label={`${fields}.status`}
            render={(row) => <PurchaseStateChip state={row.state} remainingAmount={row.remainingAmount} />}
          />
          <Col<TTransaction>
            source="createdAt"
            sortable
            label={`${fields}.createdAt`}
            render={(row) => formatDateTime(row.createdAt)}
          />
          <Col<TTransaction>
            label={translate('celebra.table.actions')}
            render={(row) => (
              <RowMenu
                actions={[
                  {
                    label: 'celebra.transactions.details',
                    icon: <InfoIcon />,
                    onClick: () => setDetails(row),
                  },
                  {
                    label: 'celebra.transactions.updateStatus',
                    icon: <SyncAltIcon />,
                    onClick: () => setChanging(row),
                  },
                ]}
              />
            )}
          />
        </Table>
      </ListPage>
      {details ? <TransactionInfoModal transaction={details} onClose={() => setDetails(null)} /> : null}
      {changing ? <TransactionStatusModal transaction={changing} onClose={() => setChanging(null)} /> : null}
    </>
  );
}
