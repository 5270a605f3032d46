import { apiRoutes } from '@celebra/shared/api';
import { formatBRL } from '@celebra/shared/format';
import type { TDelivery } from '@celebra/shared/models';
import { useAlert } from '@celebra/ui/alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../common/api';
import { ConfirmDialog } from '../../../common/ConfirmDialog';
import { DeliveryCard } from './DeliveryCard';

export const DELIVERIES_KEY = ['usersListDeliveries'] as const;

/**
 * 'Presentes para entrega': the couple's gifts to be delivered with their statuses, and 'Receber
 * em dinheiro' on a line not yet bought, confirmed with the amount that goes to the balance. The
 * server takes it once (a second try, or one after the purchase, is refused with its message).
 * Nothing shows for a couple with no line (paid in money).
 */
export function DeliveriesSection({ onConverted }: { onConverted: () => void }) {
  const alert = useAlert();
  const queryClient = useQueryClient();
  const deliveries = useQuery({
    queryKey: DELIVERIES_KEY,
    queryFn: ({ signal }) => api.call(apiRoutes.usersListDeliveries, { signal }),
  });
  const [converting, setConverting] = useState<TDelivery | null>(null);
  const [busy, setBusy] = useState<number | null>(null);

  const convert = async (line: TDelivery) => {
    setConverting(null);
    setBusy(line.id);
    try {
      const answer = await api.call(apiRoutes.usersConvertDelivery, {
        params: { id: line.id },
        // The client sends every POST with a body; this call's is empty.
        body: {},
      });
      queryClient.setQueryData(
        DELIVERIES_KEY,
        (old: typeof deliveries.data) =>
          old && {
            ...old,
            deliveries: old.deliveries.map((each) => (each.id === line.id ? answer.delivery : each)),
          },
      );
      onConverted();
      alert.success(answer.message);
    } catch (error) {
      alert.error(error, 'Erro ao receber o presente em dinheiro.');
      await queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY });
    } finally {
      setBusy(null);
    }
  };

  if (deliveries.isError) {
    return <Typography color="error">Não foi possível carregar os presentes para entrega.</Typography>;
  }
  const lines = deliveries.data?.deliveries ?? [];
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="deliveries-title">
      <Typography id="deliveries-title" variant="h3" component="h2" sx={{ mb: 0.5 }}>
        Presentes para entrega
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        Os presentes que vocês recebem em casa. Antes de serem comprados, podem virar dinheiro no seu saldo.
      </Typography>
      <Box
        component="ul"
        aria-label="Presentes para entrega"
        sx={{ p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      >
        {lines.map((line) => (
          <DeliveryCard
            key={line.id}
            line={line}
            busy={busy === line.id}
            onConvert={() => setConverting(line)}
          />
        ))}
      </Box>
      <ConfirmDialog
        open={converting !== null}
        title="Receber em dinheiro"
        text={
          converting
            ? `Receber ${formatBRL(converting.share)} no seu saldo no lugar de '${converting.giftName}'? O presente não será mais comprado nem entregue, e isso não pode ser desfeito.`
            : ''
        }
        confirmLabel="Receber em dinheiro"
        confirmColor="primary"
        onConfirm={() => converting && convert(converting)}
        onCancel={() => setConverting(null)}
      />
    </Box>
  );
}
