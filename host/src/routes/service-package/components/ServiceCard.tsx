import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = { name: string; description: string | null; children: ReactNode };

/** One service: its name and description, and what the host can do about it. */
export function ServiceCard({ name, description, children }: Props) {
  return (
    <Card
      component="li"
      sx={{ p: 2, listStyle: 'none', display: 'flex', flexDirection: 'column', gap: 1 }}
      aria-label={name}
    >
      <Typography sx={{ fontWeight: 800 }}>{name}</Typography>
      {description && (
        <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
          {description}
        </Typography>
      )}
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          flexWrap: 'wrap',
          mt: 'auto',
        }}
      >
        {children}
      </Box>
    </Card>
  );
}
