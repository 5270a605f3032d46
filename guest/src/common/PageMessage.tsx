import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  icon?: ReactNode;
  title: string;
  text?: string;
  action?: ReactNode;
};

/** A whole-page message: not found, load failure, checkout success. */
export function PageMessage({ icon, title, text, action }: Props) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 3,
        textAlign: 'center',
      }}
    >
      {icon}
      <Typography variant="h1" component="h1">
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ maxWidth: 420 }}>
          {text}
        </Typography>
      )}
      {action}
    </Box>
  );
}
