/**
 * /deliveries, 'Entregas': the gifts to buy and send to the couples who chose delivery, one line
 * per gift given — the event (its page), the gift, how many, who gave it, the due window, the
 * couple's address and the status — 'A comprar' first, the soonest due first. Filters (status at once; due window and event
 * in the panel) live in the address like every list's; the due date and the creation sort; the
 * buying team's CSV of the lines under the filter. Each open line offers its next step
 * (DeliveryStatusModal); a line whose purchase was refunded after it was bought is marked.
 */
import { ADMIN_DELIVERIES_ALL_STATUSES, ADMIN_DELIVERIES_UNSENT } from '@celebra/shared/api';
import { formatDate, isoDateToBr } from '@celebra/shared/format';
import { DELIVERY_STATUSES, type TDelivery } from '@celebra/shared/models';
import GavelIcon from '@mui/icons-material/Gavel';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Box, Button, Chip, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterField } from '../common/FilterPanel';
import { ListPage } from '../common/ListPage';
import { type CsvColumn, csvAmount } from '../common/list-csv';
import { RecordLink } from '../common/RecordLink';
import { eventPath } from '../common/record-paths';
import { StatusFilter } from '../common/StatusFilter';
import { Col, Table } from '../common/Table';
import { DELIVERY_REFUND_DECISION_LABELS, DELIVERY_STATUS_LABELS } from '../i18n/pt-br';
import { addressLine, DeliveryAddress, Words } from './DeliveryAddress';
import { awaitsDecision } from './DeliveryDecision';
import { DeliveryStatusModal, NEXT_DELIVERY_STATUS } from './DeliveryStatusModal';

const fields = 'resources.deliveries.fields';

/** 'A comprar' is what the buying team works through: the list opens on it. */
export const DELIVERY_DEFAULT_FILTER = { status: 'TO_BUY' };

const FILTERS: FilterField[] = [
  { source: 'dueFrom', label: `${fields}.dueFromFilter`, type: 'date' },
  { source: 'dueTo', label: `${fields}.dueToFilter`, type: 'date' },
  { source: 'eventId', label: `${fields}.eventIdFilter`, type: 'number' },
];

const day = (iso: string | null) => (iso ? (isoDateToBr(iso) ?? iso) : '');

/** The buying team's file: what to buy, for whom, by when, and what was noted at each step. */
const DELIVERY_CSV: CsvColumn<TDelivery>[] = [
  { header: 'ID', value: (row) => row.id },
  { header: 'ID do evento', value: (row) => row.eventId },
  { header: 'Evento', value: (row) => row.eventTitle },
  { header: 'Presente', value: (row) => row.giftName },
  { header: 'Quantidade', value: (row) => row.quantity },
  { header: 'Quem deu', value: (row) => row.guestName },
  { header: 'Entregar a partir de', value: (row) => day(row.dueFrom) },
  { header: 'Entregar até', value: (row) => day(row.dueTo) },
  { header: 'Endereço', value: (row) => (row.address ? addressLine(row.address) : '') },
  { header: 'Quem recebe', value: (row) => row.address?.recipientName },
  { header: 'Status', value: (row) => DELIVERY_STATUS_LABELS[row.status] },
  { header: 'Reservado (R$)', value: (row) => csvAmount(row.share) },
  { header: 'Custo (R$)', value: (row) => (row.cost === null ? '' : csvAmount(row.cost)) },
  { header: 'Fornecedor', value: (row) => row.supplier },
  { header: 'Transportadora', value: (row) => row.carrier },
  { header: 'Código de rastreio', value: (row) => row.trackingCode },
  { header: 'Entregue em', value: (row) => day(row.deliveredOn) },
  { header: 'Reembolsado após a compra', value: (row) => (row.refundedAfterBuying ? 'Sim' : 'Não') },
  {
    header: 'Decisão',
    value: (row) => (row.refundDecision ? DELIVERY_REFUND_DECISION_LABELS[row.refundDecision] : ''),
  },
];

/** The due window as a day range ('01/12/2026 a 07/12/2026'), or that the event has no date yet. */
export function DueWindow({ delivery }: { delivery: TDelivery }) {
  const translate = useTranslate();
  if (!delivery.dueFrom || !delivery.dueTo) return <>{translate('celebra.deliveries.noWindow')}</>;
  return (
    <>{translate('celebra.deliveries.window', { from: day(delivery.dueFrom), to: day(delivery.dueTo) })}</>
  );
}

function DeliveryStatus({ delivery }: { delivery: TDelivery }) {
  const translate = useTranslate();
  return (
    <>
      <Words>{translate(`celebra.deliveries.statuses.${delivery.status}`)}</Words>
      {delivery.refundedAfterBuying ? (
        <Box sx={{ mt: 0.5 }}>
          <Chip
            size="small"
            color={delivery.refundDecision ? 'default' : 'warning'}
            label={
              delivery.refundDecision
                ? `${translate('celebra.deliveries.refundedAfterBuying')}: ${translate(`celebra.deliveries.decisions.${delivery.refundDecision}`)}`
                : translate('celebra.deliveries.refundedAfterBuying')
            }
            // A long label wraps inside the chip instead of widening the cell.
            sx={{ height: 'auto', '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } }}
          />
        </Box>
      ) : null}
    </>
  );
}

/** The line's next step ('Atualizar status'), or the decision a refunded line waits for. */
function LineAction({ delivery, onOpen }: { delivery: TDelivery; onOpen: () => void }) {
  const translate = useTranslate();
  const label = awaitsDecision(delivery)
    ? translate('celebra.deliveries.decideTitle')
    : NEXT_DELIVERY_STATUS[delivery.status]
      ? translate('celebra.deliveries.move')
      : null;
  if (!label) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      color={awaitsDecision(delivery) ? 'warning' : 'primary'}
      startIcon={awaitsDecision(delivery) ? <GavelIcon /> : <LocalShippingIcon />}
      onClick={onOpen}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      aria-label={`${label} #${delivery.id}`}
    >
      {label}
    </Button>
  );
}

export function DeliveryList() {
  const translate = useTranslate();
  const [moving, setMoving] = useState<TDelivery | null>(null);
  return (
    <>
      <ListPage
        title="resources.deliveries.name"
        filters={FILTERS}
        filterDefaultValues={DELIVERY_DEFAULT_FILTER}
        toolbar={
          <StatusFilter
            fallback={DELIVERY_DEFAULT_FILTER.status}
            options={[
              { value: ADMIN_DELIVERIES_ALL_STATUSES, label: translate('celebra.records.allStatuses') },
              // What the dashboard's 'Entregas desta semana' counts and opens.
              { value: ADMIN_DELIVERIES_UNSENT, label: translate('celebra.deliveries.unsent') },
              ...DELIVERY_STATUSES.map((status) => ({
                value: status,
                label: DELIVERY_STATUS_LABELS[status],
              })),
            ]}
          />
        }
        exportCsv={{ columns: DELIVERY_CSV, fileName: 'entregas' }}
      >
        {/* The shared table breaks words anywhere (for e-mails); these cells hold names, gifts and
            dates, broken between words only: a narrow screen scrolls the table sideways instead. */}
        <Box
          sx={{
            minWidth: 0,
            maxWidth: '100%',
            overflowX: 'auto',
            '& .MuiTableCell-body': { overflowWrap: 'break-word' },
          }}
        >
          <Table<TDelivery>>
            <Col<TDelivery> source="id" label={`${fields}.id`} />
            <Col<TDelivery>
              label={`${fields}.eventId`}
              render={(row) => (
                <RecordLink to={eventPath(row.eventId)}>
                  <Words>{row.eventTitle}</Words>
                </RecordLink>
              )}
            />
            <Col<TDelivery>
              phonePrimary
              label={`${fields}.giftName`}
              // The quantity under the gift rather than in a column of its own: the list fits beside
              // the open menu at 1366 px.
              render={(row) => (
                <>
                  <Words>{row.giftName}</Words>
                  <Typography variant="body2" color="text.secondary">
                    {translate('celebra.deliveries.quantity', { quantity: row.quantity })}
                  </Typography>
                </>
              )}
            />
            <Col<TDelivery>
              label={`${fields}.guestName`}
              render={(row) => <Words>{row.guestName || translate('celebra.deliveries.anonymous')}</Words>}
            />
            <Col<TDelivery>
              source="dueFrom"
              sortable
              label={`${fields}.dueFrom`}
              render={(row) => <DueWindow delivery={row} />}
            />
            <Col<TDelivery>
              label={`${fields}.address`}
              render={(row) => <DeliveryAddress delivery={row} />}
            />
            <Col<TDelivery> label={`${fields}.status`} render={(row) => <DeliveryStatus delivery={row} />} />
            <Col<TDelivery>
              source="createdAt"
              sortable
              label={`${fields}.createdAt`}
              render={(row) => formatDate(row.createdAt, { timeZone: 'America/Sao_Paulo' })}
            />
            <Col<TDelivery>
              label={translate('celebra.table.actions')}
              render={(row) => <LineAction delivery={row} onOpen={() => setMoving(row)} />}
            />
          </Table>
        </Box>
      </ListPage>
      {moving ? <DeliveryStatusModal delivery={moving} onClose={() => setMoving(null)} /> : null}
    </>
  );
}
