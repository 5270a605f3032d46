import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TGuestTotals } from './count-people';

type Props = { totals: TGuestTotals; childrenMaxAge: number };

/** The list's head counts: people coming (adults and children by the age band), not coming, no answer. */
export function GuestTotals({ totals, childrenMaxAge }: Props) {
  const items = [
    { label: 'Pessoas confirmadas', value: totals.adults + totals.children },
    { label: 'Adultos', value: totals.adults },
    { label: `Crianças (até ${childrenMaxAge} anos)`, value: totals.children },
    { label: 'Não vão', value: totals.declined },
    { label: 'Sem resposta', value: totals.pending },
  ];
  return (
    <Box
      component="dl"
      aria-label="Totais"
      sx={{
        m: 0,
        mb: 2,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(5, 1fr)' },
      }}
    >
      {items.map((item) => (
        <Paper key={item.label} variant="outlined" sx={{ p: 1.5 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {item.label}
          </Typography>
          <Typography component="dd" aria-label={item.label} sx={{ m: 0, fontSize: 24, fontWeight: 800 }}>
            {item.value}
          </Typography>
        </Paper>
      ))}
    </Box>
  );
}
