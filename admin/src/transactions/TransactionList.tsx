/**
 * /transactions: guests' payments by status (pending first); payment details and a manual status
 * change; the money ledger's statement of a period as a CSV download.
 */
import {
  buyerNameLabel,
  formatBRL,
  formatDateTime,
  labelOptions,
  PURCHASE_STATE_LABELS,
} from '@celebra/shared/format';
import type { TTransaction } from '@celebra/shared/models';
import { PurchaseStateChip } from '@celebra/ui/purchase';
import InfoIcon from '@mui/icons-material/Info';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { RowMenu } from '../common/RowMenu';
import { StatusFilter } from '../common/StatusFilter';
import { Col, Table } from '../common/Table';
import { LedgerExportButton } from './LedgerExportButton';
import { TransactionInfoModal } from './TransactionInfoModal';
import { TransactionStatusModal } from './TransactionStatusModal';

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
        toolbar={<StatusFilter options={labelOptions(PURCHASE_STATE_LABELS)} />}
      >
        <Table>
          <Col<TTransaction> source="id" label={`${fields}.id`} />
          <Col<TTransaction> label={`${fields}.eventId`} render={(row) => row.event.id} />
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
