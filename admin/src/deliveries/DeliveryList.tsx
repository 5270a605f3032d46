/**
 * /deliveries, 'Entregas': the gifts to buy and send to the couples who chose delivery, one line
 * per gift given — the event (its page), the gift, how many, who gave it, the due window and the
 * status — 'A comprar' first, the soonest due first. Filters (status at once; due window and event
 * in the panel) live in the address like every list's; the due date and the creation sort; the
 * buying team's CSV of the lines under the filter. Each open line offers its next step
 * (DeliveryStatusModal); a line whose purchase was refunded after it was bought is marked.
 */
import { ADMIN_DELIVERIES_ALL_STATUSES } from '@celebra/shared/api';
import { formatDateTime, isoDateToBr } from '@celebra/shared/format';
import { DELIVERY_STATUSES, type TDelivery } from '@celebra/shared/models';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import { Box, Button, Chip } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FilterField } from '../common/FilterPanel';
import { ListPage } from '../common/ListPage';
import { type CsvColumn, csvAmount } from '../common/list-csv';
import { RecordLink } from '../common/RecordLink';
import { eventPath } from '../common/record-paths';
import { StatusFilter } from '../common/StatusFilter';
import { Col, Table } from '../common/Table';
import { DELIVERY_STATUS_LABELS } from '../i18n/pt-br';
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
  { header: 'Status', value: (row) => DELIVERY_STATUS_LABELS[row.status] },
  { header: 'Reservado (R$)', value: (row) => csvAmount(row.share) },
  { header: 'Custo (R$)', value: (row) => (row.cost === null ? '' : csvAmount(row.cost)) },
  { header: 'Fornecedor', value: (row) => row.supplier },
  { header: 'Transportadora', value: (row) => row.carrier },
  { header: 'Código de rastreio', value: (row) => row.trackingCode },
  { header: 'Entregue em', value: (row) => day(row.deliveredOn) },
  { header: 'Reembolsado após a compra', value: (row) => (row.refundedAfterBuying ? 'Sim' : 'Não') },
];

/** The due window as a day range ('01/12/2026 a 07/12/2026'), or that the event has no date yet. */
export function DueWindow({ delivery }: { delivery: TDelivery }) {
  const translate = useTranslate();
  if (!delivery.dueFrom || !delivery.dueTo) return <>{translate('celebra.deliveries.noWindow')}</>;
  return (
    <Box component="span" sx={{ whiteSpace: { sm: 'nowrap' } }}>
      {translate('celebra.deliveries.window', { from: day(delivery.dueFrom), to: day(delivery.dueTo) })}
    </Box>
  );
}

function DeliveryStatus({ delivery }: { delivery: TDelivery }) {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      <span>{translate(`celebra.deliveries.statuses.${delivery.status}`)}</span>
      {delivery.refundedAfterBuying ? (
        <Chip size="small" color="warning" label={translate('celebra.deliveries.refundedAfterBuying')} />
      ) : null}
    </Box>
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
              ...DELIVERY_STATUSES.map((status) => ({
                value: status,
                label: DELIVERY_STATUS_LABELS[status],
              })),
            ]}
          />
        }
        exportCsv={{ columns: DELIVERY_CSV, fileName: 'entregas' }}
      >
        <Table<TDelivery>>
          <Col<TDelivery> source="id" label={`${fields}.id`} />
          <Col<TDelivery>
            label={`${fields}.eventId`}
            render={(row) => <RecordLink to={eventPath(row.eventId)}>{row.eventTitle}</RecordLink>}
          />
          <Col<TDelivery> phonePrimary label={`${fields}.giftName`} render={(row) => row.giftName} />
          <Col<TDelivery> label={`${fields}.quantity`} render={(row) => row.quantity} />
          <Col<TDelivery>
            label={`${fields}.guestName`}
            render={(row) => row.guestName || translate('celebra.deliveries.anonymous')}
          />
          <Col<TDelivery>
            source="dueFrom"
            sortable
            label={`${fields}.dueFrom`}
            render={(row) => <DueWindow delivery={row} />}
          />
          <Col<TDelivery> label={`${fields}.status`} render={(row) => <DeliveryStatus delivery={row} />} />
          <Col<TDelivery>
            source="createdAt"
            sortable
            label={`${fields}.createdAt`}
            render={(row) => formatDateTime(row.createdAt)}
          />
          <Col<TDelivery>
            label={translate('celebra.table.actions')}
            render={(row) =>
              NEXT_DELIVERY_STATUS[row.status] ? (
                <Button
                  size="small"
                  variant="outlined"
                  startIcon={<LocalShippingIcon />}
                  onClick={() => setMoving(row)}
                  aria-label={`${translate('celebra.deliveries.move')} #${row.id}`}
                >
                  {translate('celebra.deliveries.move')}
                </Button>
              ) : null
            }
          />
        </Table>
      </ListPage>
      {moving ? <DeliveryStatusModal delivery={moving} onClose={() => setMoving(null)} /> : null}
    </>
  );
}
