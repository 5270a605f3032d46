import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';

const spin = keyframes`to { transform: rotate(360deg); }`;

/**
 * Shown while something the whole screen needs is on its way. The ring is drawn by CSS rather
 * than MUI's CircularProgress: this view is part of the first script every visit waits for, and
 * that component's code (about 5 KB compressed) would be in it only for this.
 */
export function LoadingView({ label = 'Carregando...' }: { label?: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'grid', placeItems: 'center', minHeight: '40vh', py: 6 }}
    >
      <Box
        aria-hidden
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: '3.6px solid',
          borderColor: 'primary.main',
          borderRightColor: 'transparent',
          animation: `${spin} 0.9s linear infinite`,
        }}
      />
    </Box>
  );
}
