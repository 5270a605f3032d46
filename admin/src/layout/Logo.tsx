import { Box, Typography } from '@mui/material';

/** The Celebra mark (a heart in a rounded square) and name, white on the header's colour. */
export function Logo() {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <svg width="28" height="28" viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="#fff" fillOpacity="0.22" />
        <path d="M32 48s-15-9.2-15-20a8 8 0 0 1 15-4 8 8 0 0 1 15 4c0 10.8-15 20-15 20z" fill="#fff" />
      </svg>
      <Typography
        component="span"
        sx={{ fontWeight: 700, fontSize: 20, letterSpacing: 0.5, color: 'inherit' }}
      >
        Celebra
      </Typography>
    </Box>
  );
}
