import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

/** The Celebra mark: a heart in a rounded square, and the name. */
export function Logo({ color = 'currentColor', size = 28 }: { color?: string; size?: number }) {
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1, color }} aria-label="Celebra">
      <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="currentColor" opacity="0.18" />
        <path
          d="M32 48s-15-9.2-15-20a8 8 0 0 1 15-4 8 8 0 0 1 15 4c0 10.8-15 20-15 20z"
          fill="currentColor"
        />
      </svg>
      <Typography component="span" sx={{ fontWeight: 800, fontSize: size * 0.7, letterSpacing: 0.3 }}>
        Celebra
      </Typography>
    </Box>
  );
}
