import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** Shown while something the whole screen needs is on its way. */
export function LoadingView({ label = 'Carregando...' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh', py: 6 }}
    >
      <CircularProgress />
    </Box>
  );
}
