/**
 * /payouts: transfers to hosts by status (pending first), narrowed to an event or a host; each row
 * opens its record (payouts/:id/show). Pending rows offer 'Concluir Repasse' (refused with the
 * reason when the payout has no Pix key), 'Marcar como Falhou' and 'Cancelar Repasse'; the others
 * show when and by whom they were paid, failed or cancelled.
 */
import type { TAdminClosePayoutBody } from '@celebra/shared/api';
import {
  formatBRL,
  formatDate,
  labelOptions,
  PAYOUT_STATUS_LABELS,
  payoutStatusLabel,
} from '@celebra/shared/format';
import type { TPayout } from '@celebra/shared/models';
import BlockIcon from '@mui/icons-material/Block';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { Box, Button, Link as MuiLink, Tooltip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';
import type { FilterField } from '../common/FilterPanel';
import { ListPage } from '../common/ListPage';
import { type CsvColumn, csvAmount } from '../common/list-csv';
import { RecordLink } from '../common/RecordLink';
import { eventPath, userPath } from '../common/record-paths';
import { StatusFilter } from '../common/StatusFilter';
import { Col, Table } from '../common/Table';
import { ClosePayoutModal } from './ClosePayoutModal';
import { ConcludePayoutModal, canConclude } from './ConcludePayoutModal';
import { PayoutDestinationDetails } from './PayoutDestinationDetails';

const fields = 'resources.payouts.fields';

const FILTERS: FilterField[] = [
  { source: 'eventId', label: `${fields}.eventId`, type: 'number' },
  { source: 'userId', label: `${fields}.userId`, type: 'number' },
];

/** The payout's record page, where a row and a shared link open it. */
export const payoutPath = (id: number) => `/payouts/${id}/show`;

/** 'Concluir Repasse', 'Marcar como Falhou', 'Cancelar Repasse' on a pending payout. */
export function PendingPayoutActions({
  payout,
  onConclude,
  onClose,
}: {
  payout: TPayout;
  onConclude: () => void;
  onClose: (status: TAdminClosePayoutBody['status']) => void;
}) {
  const translate = useTranslate();
  const conclude = (
    <Button
      size="small"
      variant="outlined"
      startIcon={<DoneAllIcon />}
      onClick={onConclude}
      disabled={!canConclude(payout)}
    >
      {translate('celebra.payouts.conclude')}
    </Button>
  );
  return (
    // Inside a row that opens the payout on a click: the buttons' clicks stay theirs.
    <Box
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      {canConclude(payout) ? (
        conclude
      ) : (
        // A disabled button gets no pointer events: the tooltip listens on its wrapper.
        <Tooltip title={translate('celebra.payouts.cannotConclude')}>
          <span>{conclude}</span>
        </Tooltip>
      )}
      <Button size="small" color="error" startIcon={<ErrorOutlineIcon />} onClick={() => onClose('FAILED')}>
        {translate('celebra.payouts.fail')}
      </Button>
      <Button size="small" color="inherit" startIcon={<BlockIcon />} onClick={() => onClose('CANCELLED')}>
        {translate('celebra.payouts.cancel')}
      </Button>
    </Box>
  );
}

/** The list's CSV: the columns shown, the destination's key as the list shows it (masked once paid). */
const PAYOUT_CSV: CsvColumn<TPayout>[] = [
  { header: 'ID', value: (payout) => payout.id },
  { header: 'ID do evento', value: (payout) => payout.eventId },
  { header: 'Evento', value: (payout) => payout.event.title },
  { header: 'ID do anfitrião', value: (payout) => payout.userId },
  { header: 'Nome', value: (payout) => `${payout.user.firstName} ${payout.user.lastName}` },
  { header: 'Chave Pix', value: (payout) => payout.destination?.pixKey },
  { header: 'Valor solicitado (R$)', value: (payout) => csvAmount(payout.requestedAmount) },
  {
    header: 'Valor pago (R$)',
    value: (payout) => (payout.paidAmount === null ? '' : csvAmount(payout.paidAmount)),
  },
  { header: 'Status', value: (payout) => payoutStatusLabel(payout.status) },
  { header: 'Data da solicitação', value: (payout) => formatDate(payout.createdAt) },
  { header: 'Pago em', value: (payout) => (payout.concludedAt ? formatDate(payout.concludedAt) : '') },
  { header: 'Pago por', value: (payout) => payout.concludedBy?.name },
];

export function PayoutList() {
  const translate = useTranslate();
  const [concluding, setConcluding] = useState<TPayout | null>(null);
  const [closing, setClosing] = useState<{ payout: TPayout; status: TAdminClosePayoutBody['status'] } | null>(
    null,
  );
  return (
    <>
      <ListPage
        title="resources.payouts.name"
        errorText="celebra.errors.fetchPayouts"
        filters={FILTERS}
        filterDefaultValues={{ status: 'PENDING' }}
        toolbar={<StatusFilter options={labelOptions(PAYOUT_STATUS_LABELS)} />}
        exportCsv={{ columns: PAYOUT_CSV, fileName: 'repasses' }}
      >
        <Table<TPayout> recordPath={(payout) => payoutPath(payout.id)}>
          <Col<TPayout>
            source="id"
            label={`${fields}.id`}
            render={(payout) => (
              <MuiLink
                component={Link}
                to={payoutPath(payout.id)}
                onClick={(event) => event.stopPropagation()}
                aria-label={`${translate('celebra.payouts.open')} #${payout.id}`}
              >
                {payout.id}
              </MuiLink>
            )}
          />
          <Col<TPayout>
            source="eventId"
            label={`${fields}.eventId`}
            render={(payout) => <RecordLink to={eventPath(payout.eventId)}>{payout.eventId}</RecordLink>}
          />
          <Col<TPayout>
            label={`${fields}.name`}
            render={(payout) => (
              <RecordLink to={userPath(payout.userId)}>
                {`${payout.user.firstName} ${payout.user.lastName}`}
              </RecordLink>
            )}
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
            label={`${fields}.concludedAt`}
            render={(payout) => (payout.concludedAt ? formatDate(payout.concludedAt) : '—')}
          />
          <Col<TPayout>
            label={`${fields}.concludedBy`}
            render={(payout) => payout.concludedBy?.name ?? '—'}
          />
          <Col<TPayout>
            label={translate('celebra.table.actions')}
            render={(payout) =>
              payout.status === 'PENDING' ? (
                <PendingPayoutActions
                  payout={payout}
                  onConclude={() => setConcluding(payout)}
                  onClose={(status) => setClosing({ payout, status })}
                />
              ) : null
            }
          />
        </Table>
      </ListPage>
      {concluding ? <ConcludePayoutModal payout={concluding} onClose={() => setConcluding(null)} /> : null}
      {closing ? (
        <ClosePayoutModal payout={closing.payout} status={closing.status} onClose={() => setClosing(null)} />
      ) : null}
    </>
  );
}
