import { useErrorAlert } from '@celebra/ui/alert';
/** /events/{id}/gifts-received: the balance cards and the guests' gift orders. */

import { buyerNameLabel, formatBRL, formatDate, formatDateTime } from '@celebra/shared/format';
import { negativeBalanceMessage } from '@celebra/shared/messages';
import type { TReceivedGift } from '@celebra/shared/models';
import { PurchaseStateChip } from '@celebra/ui/purchase';
import CardGiftcardIcon from '@mui/icons-material/CardGiftcard';
import { Alert, Avatar, Box, Card, CardContent, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useGetManyReference, useTranslate } from 'react-admin';
import { useParams } from 'react-router';
import { useAlerts } from '../common/AlertProvider';
import { EmptyTable } from '../common/EmptyTable';
import { PageHeader } from '../common/PageHeader';
import { SCREEN_LOAD } from '../common/query-options';
import { useCelebra } from '../providers/use-celebra';

function SummaryCard({ label, value, detail }: { label: string; value: number; detail?: string }) {
  return (
    <Card sx={{ borderTop: 4, borderColor: 'primary.main' }}>
      <CardContent>
        <Typography variant="body2" color="text.secondary">
          {label}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
          {formatBRL(value)}
        </Typography>
        {detail ? (
          <Typography variant="caption" color="text.secondary">
            {detail}
          </Typography>
        ) : null}
      </CardContent>
    </Card>
  );
}

function Order({ order }: { order: TReceivedGift }) {
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 1 }}>
          <Box>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {buyerNameLabel(order.guestName)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {formatDateTime(order.createdAt)}
            </Typography>
          </Box>
          <Box sx={{ textAlign: 'right' }}>
            <Typography variant="subtitle1" sx={{ fontWeight: 600 }}>
              {formatBRL(order.userAmount)}
            </Typography>
            <PurchaseStateChip state={order.state} remainingAmount={order.remainingAmount} />
          </Box>
        </Box>
        {order.items.map((item) => (
          <Box key={item.id} sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 0.5 }}>
            <Avatar variant="rounded" src={item.gift?.imageUrl ?? undefined} alt={item.giftName}>
              <CardGiftcardIcon />
            </Avatar>
            <Typography sx={{ flex: 1 }}>{item.giftName}</Typography>
            <Typography color="text.secondary">{`${item.quantity}×`}</Typography>
          </Box>
        ))}
      </CardContent>
    </Card>
  );
}

/**
 * The next day money on hold becomes available: 'R$ 300,00 a liberar em 03/12' (the day is
 * Brasília's, sent as 'YYYY-MM-DD' and shown as it is).
 */
function nextRelease(release: { date: string; amount: number } | undefined): string | undefined {
  return release && `${formatBRL(release.amount)} a liberar em ${formatDate(release.date).slice(0, 5)}`;
}

export function ReceivedGifts() {
  const translate = useTranslate();
  const eventId = Number(useParams().id);
  const celebra = useCelebra();
  const { showError } = useAlerts();
  const { data: totals, error: totalsError } = useQuery({
    queryKey: ['celebra', 'eventTransactionTotals', eventId],
    queryFn: () => celebra.getEventTransactionTotals(eventId),
    ...SCREEN_LOAD,
  });
  useErrorAlert(totalsError, (failure) => showError(failure, translate('celebra.errors.fetchTransactions')));
  const { data, isPending } = useGetManyReference<TReceivedGift>(
    'event-received-gifts',
    { target: 'eventId', id: eventId },
    { onError: (error) => showError(error, translate('celebra.errors.fetchReceivedGifts')) },
  );

  return (
    <>
      <PageHeader title={translate('celebra.receivedGifts.title', { id: eventId })} />
      {totals ? (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' },
            mb: 3,
          }}
        >
          <SummaryCard
            label={translate('celebra.receivedGifts.totalReceived')}
            value={totals.totalReceived}
          />
          <SummaryCard
            label={translate('celebra.receivedGifts.totalTransferred')}
            value={totals.totalTransferred}
          />
          <SummaryCard
            label={translate('celebra.receivedGifts.totalAvailable')}
            value={totals.totalAvailable}
          />
          {totals.totalPending !== 0 ? (
            <SummaryCard
              label={translate('celebra.receivedGifts.totalPending')}
              value={totals.totalPending}
            />
          ) : null}
          {totals.totalHeld > 0 ? (
            <SummaryCard
              label={translate('celebra.receivedGifts.totalHeld')}
              value={totals.totalHeld}
              detail={nextRelease(totals.releases[0])}
            />
          ) : null}
          {totals.totalReserved > 0 ? (
            <SummaryCard
              label={translate('celebra.receivedGifts.totalReserved')}
              value={totals.totalReserved}
            />
          ) : null}
          {totals.totalBought > 0 ? (
            <SummaryCard label={translate('celebra.receivedGifts.totalBought')} value={totals.totalBought} />
          ) : null}
          {totals.negativeBalance !== undefined ? (
            <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
              {negativeBalanceMessage(totals.negativeBalance)}
            </Alert>
          ) : null}
        </Box>
      ) : null}
      {isPending ? (
        <CircularProgress />
      ) : data?.length ? (
        <Box sx={{ display: 'grid', gap: 2 }}>
          {data.map((order) => (
            <Order key={order.id} order={order} />
          ))}
        </Box>
      ) : (
        <EmptyTable message="celebra.receivedGifts.empty" />
      )}
    </>
  );
}
