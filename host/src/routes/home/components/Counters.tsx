import { apiRoutes } from '@celebra/shared/api';
import { useAlert, useErrorAlert } from '@celebra/ui/alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../common/api';
import { useHostEvent } from '../../../common/session';

/** Confirmed people, messages received and transfer requests (GET .../dashboard/retrieve). */
export function Counters() {
  const alert = useAlert();
  const event = useHostEvent();
  const { data, error } = useQuery({
    queryKey: ['usersDashboard', event.id],
    queryFn: ({ signal }) => api.call(apiRoutes.usersDashboard, { params: { eventId: event.id }, signal }),
  });
  useErrorAlert(error, (failure) => alert.error(failure, 'Erro ao recuperar lista de transações.'));
  const counters = [
    { label: 'Pessoas confirmadas', value: data?.totals.guests },
    { label: 'Recados recebidos', value: data?.totals.messages },
    { label: 'Solicitações de repasse', value: data?.totals.payout },
  ];
  return (
    <Box
      component="section"
      aria-label="Números do evento"
      // minmax(0, 1fr): three equal columns at 320 px too ('Solicitações' wider than its third
      // grew its column and pushed the page sideways).
      sx={{ display: 'grid', gap: { xs: 1, sm: 1.5 }, gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' }}
    >
      {counters.map(({ label, value }) => (
        <Paper key={label} variant="outlined" sx={{ p: { xs: 1, sm: 2 }, textAlign: 'center' }}>
          <Typography
            component="p"
            sx={{ fontSize: { xs: 26, sm: 32 }, fontWeight: 800, color: 'primary.main', lineHeight: 1.2 }}
          >
            {value === undefined ? <Skeleton width={32} sx={{ mx: 'auto' }} /> : value}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            lang="pt-BR"
            sx={{ fontSize: { xs: '0.75rem', sm: '0.875rem' }, hyphens: 'auto', overflowWrap: 'anywhere' }}
          >
            {label}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
