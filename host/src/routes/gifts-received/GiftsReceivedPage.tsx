import { apiRoutes } from '@celebra/shared/api';
import { formatBRL } from '@celebra/shared/format';
import type { THostReceivedGift, TReceivedGiftsFilter } from '@celebra/shared/models';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../common/api';
import { ConfirmDialog } from '../../common/ConfirmDialog';
import { EmptyState } from '../../common/layout/EmptyState';
import { LoadingView } from '../../common/layout/LoadingView';
import { Page } from '../../common/layout/Page';
import { useHostEvent } from '../../common/session';
import { BalanceCards } from './components/BalanceCards';
import { DeliveriesSection } from './components/DeliveriesSection';
import { PayoutDestinationSection } from './components/PayoutDestinationSection';
import { PayoutTimeline } from './components/PayoutTimeline';
import { PurchaseCard } from './components/PurchaseCard';
import { ReceivedGiftsFilter } from './components/ReceivedGiftsFilter';
import { ThankYouDialog } from './components/ThankYouDialog';
import { coupleSignature } from './compose-thank-you';
import { emptyReceivedGiftsText, summarizeReceivedGifts } from './summarize-received-gifts';
import { useHostName } from './use-host-name';

/** 'Faltam agradecer: 2 presentes', or the line that says every gift was thanked. */
function unthankedText(count: number): string {
  if (count === 0) return 'Todos os presentes foram agradecidos!';
  return `Faltam agradecer: ${count} ${count === 1 ? 'presente' : 'presentes'}`;
}

/**
 * Gifts received: the balance with the payout request, and the guests' purchases, the approved ones
 * unless the host picks another status (or all) in the filter, with the thank-you tracker: how many
 * approved gifts are still to thank, each one's mark, and a ready message to send.
 */
export function GiftsReceivedPage() {
  const alert = useAlert();
  const { id, title } = useHostEvent();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<TReceivedGiftsFilter>('APPROVED');
  const gifts = useQuery({
    queryKey: ['usersListReceivedGifts', id, filter],
    queryFn: ({ signal }) =>
      api.call(apiRoutes.usersListReceivedGifts, {
        params: { eventId: id },
        query: { status: filter },
        signal,
      }),
  });
  useErrorAlert(gifts.error, (error) =>
    alert.error(error, 'Erro ao recuperar lista de presentes recebidos.'),
  );
  const totalsKey = ['usersGetTransactionTotals', id];
  const totals = useQuery({
    queryKey: totalsKey,
    queryFn: ({ signal }) =>
      api.call(apiRoutes.usersGetTransactionTotals, { params: { eventId: id }, signal }),
  });
  useErrorAlert(totals.error, (error) => alert.error(error, 'Erro ao recuperar lista de transações.'));
  const destinationKey = ['usersGetPayoutDestination'];
  const destination = useQuery({
    queryKey: destinationKey,
    queryFn: ({ signal }) => api.call(apiRoutes.usersGetPayoutDestination, { signal }),
  });
  useErrorAlert(destination.error, (error) => alert.error(error, 'Erro ao recuperar os dados para repasse.'));
  const payoutsKey = ['usersListPayouts', id];
  const payouts = useQuery({
    queryKey: payoutsKey,
    queryFn: ({ signal }) => api.call(apiRoutes.usersListPayouts, { params: { eventId: id }, signal }),
  });
  useErrorAlert(payouts.error, (error) => alert.error(error, 'Erro ao recuperar os repasses.'));
  const [confirming, setConfirming] = useState(false);
  const [requesting, setRequesting] = useState(false);
  const purchases = gifts.data?.receivedGifts ?? [];
  const signature = coupleSignature(title, useHostName());
  const [thanking, setThanking] = useState<THostReceivedGift | null>(null);
  const [marking, setMarking] = useState<number | null>(null);

  const markThanked = async (gift: THostReceivedGift, thanked: boolean) => {
    setMarking(gift.id);
    try {
      await api.call(apiRoutes.usersMarkGiftThanked, {
        params: { eventId: id, purchaseId: gift.id },
        body: { thanked },
      });
      setThanking(null);
      await queryClient.invalidateQueries({ queryKey: ['usersListReceivedGifts', id] });
    } catch (error) {
      alert.error(error, 'Erro ao marcar o presente como agradecido.');
    } finally {
      setMarking(null);
    }
  };

  const requestPayout = async () => {
    setConfirming(false);
    setRequesting(true);
    try {
      // A quirk of the contract: this GET creates the payout request; its message is the success text.
      const answer = await api.call(apiRoutes.usersRequestPayout, { params: { eventId: id } });
      alert.success(answer.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: totalsKey }),
        queryClient.invalidateQueries({ queryKey: payoutsKey }),
      ]);
    } catch (error) {
      alert.error(error, 'Erro ao solicitar o repasse.');
    } finally {
      setRequesting(false);
    }
  };

  return (
    <Page title="Presentes recebidos" subtitle="O saldo dos presentes e quem presenteou você.">
      <Stack spacing={3}>
        <BalanceCards
          totals={totals.data}
          busy={totals.isFetching || requesting}
          onRequestPayout={() => setConfirming(true)}
          hasDestination={destination.data ? destination.data.destination !== null : undefined}
        />
        <PayoutDestinationSection
          destination={destination.data?.destination}
          onSaved={(saved) =>
            queryClient.setQueryData(destinationKey, { success: true, message: 'OK', destination: saved })
          }
        />
        {payouts.data && payouts.data.payouts.length > 0 && (
          <Box component="section" aria-labelledby="payouts-title">
            <Typography id="payouts-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
              Repasses
            </Typography>
            <PayoutTimeline payouts={payouts.data.payouts} />
          </Box>
        )}
        <DeliveriesSection onConverted={() => queryClient.invalidateQueries({ queryKey: totalsKey })} />
        <Box component="section" aria-labelledby="purchases-title">
          <Typography id="purchases-title" variant="h3" component="h2" sx={{ mb: 1.5 }}>
            Presentes
          </Typography>
          {gifts.data && (
            <Typography sx={{ mb: 1.5, fontWeight: 700 }}>
              {unthankedText(gifts.data.unthankedCount)}
            </Typography>
          )}
          <Box sx={{ mb: 1.5 }}>
            <ReceivedGiftsFilter value={filter} onChange={setFilter} />
          </Box>
          {gifts.isLoading && <LoadingView />}
          {gifts.data && purchases.length === 0 && <EmptyState text={emptyReceivedGiftsText(filter)} />}
          {gifts.data && purchases.length > 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }} role="status">
              {summarizeReceivedGifts(filter, purchases)}
            </Typography>
          )}
          {purchases.length > 0 && (
            <Box
              component="ul"
              aria-label="Presentes recebidos"
              sx={{
                p: 0,
                m: 0,
                display: 'grid',
                gap: 1.5,
                gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
              }}
            >
              {purchases.map((purchase) => (
                <PurchaseCard
                  key={purchase.id}
                  purchase={purchase}
                  busy={marking === purchase.id}
                  onThanked={(thanked) => markThanked(purchase, thanked)}
                  onThank={() => setThanking(purchase)}
                />
              ))}
            </Box>
          )}
        </Box>
      </Stack>
      {thanking && (
        <ThankYouDialog
          gift={thanking}
          signature={signature}
          busy={marking === thanking.id}
          onMarkThanked={() => markThanked(thanking, true)}
          onClose={() => setThanking(null)}
        />
      )}
      <ConfirmDialog
        open={confirming}
        title="Solicitar repasse"
        text={`Solicitar o repasse de todo o saldo disponível (${formatBRL(totals.data?.totalAvailable ?? 0)})?`}
        confirmLabel="Solicitar"
        confirmColor="primary"
        onConfirm={requestPayout}
        onCancel={() => setConfirming(false)}
      />
    </Page>
  );
}
