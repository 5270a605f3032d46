/** /payouts: transfers to hosts by status (pending first); 'Concluir Repasse' on pending rows. */
import {
  formatBRL,
  formatDate,
  labelOptions,
  PAYOUT_STATUS_LABELS,
  payoutStatusLabel,
} from '@celebra/shared/format';
import type { TPayout } from '@celebra/shared/models';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ListPage } from '../common/ListPage';
import { StatusFilter } from '../common/StatusFilter';
import { Col, Table } from '../common/Table';
import { ConcludePayoutModal } from './ConcludePayoutModal';
import { PayoutDestinationDetails } from './PayoutDestinationDetails';

export function PayoutList() {
  const translate = useTranslate();
  const [concluding, setConcluding] = useState<TPayout | null>(null);
  const fields = 'resources.payouts.fields';
  return (
    <>
      <ListPage
        title="resources.payouts.name"
        errorText="celebra.errors.fetchPayouts"
        filterDefaultValues={{ status: 'PENDING' }}
        toolbar={<StatusFilter options={labelOptions(PAYOUT_STATUS_LABELS)} />}
      >
        <Table>
          <Col<TPayout> source="id" label={`${fields}.id`} />
          <Col<TPayout> source="eventId" label={`${fields}.eventId`} />
          <Col<TPayout>
            label={`${fields}.name`}
            render={(payout) => `${payout.user.firstName} ${payout.user.lastName}`}
          />
          <Col<TPayout> phonePrimary label={`${fields}.event`} render={(payout) => payout.event.title} />
          <Col<TPayout>
            label={`${fields}.destination`}
            render={(payout) => <PayoutDestinationDetails destination={payout.destination} />}
          />
          <Col<TPayout>
            source="requestedAmount"
            sortable
            label={`${fields}.requestedAmount`}
            render={(payout) => formatBRL(payout.requestedAmount)}
          />
          <Col<TPayout>
            label={`${fields}.paidAmount`}
            render={(payout) => (payout.paidAmount === null ? '—' : formatBRL(payout.paidAmount))}
          />
          <Col<TPayout> label={`${fields}.status`} render={(payout) => payoutStatusLabel(payout.status)} />
          <Col<TPayout>
            source="createdAt"
            sortable
            label={`${fields}.createdAt`}
            render={(payout) => formatDate(payout.createdAt)}
          />
          <Col<TPayout>
            label={translate('celebra.table.actions')}
            render={(payout) =>
              payout.status === 'PENDING' ? (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<DoneAllIcon />}
                  onClick={() => setConcluding(payout)}
                >
                  {translate('celebra.payouts.conclude')}
                </Button>
              ) : null
            }
          />
        </Table>
      </ListPage>
      {concluding ? <ConcludePayoutModal payout={concluding} onClose={() => setConcluding(null)} /> : null}
    </>
  );
}
