import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

type Props = {
  id: string;
  title: string;
  subtitle?: string;
  children: ReactNode;
};

/** A titled section of the event page; `id` is where the side menu scrolls to. */
export function Section({ id, title, subtitle, children }: Props) {
  const titleId = `${id}-title`;
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={titleId}
      // Leaves room for the sticky top bar when the menu scrolls here.
      sx={{ scrollMarginTop: 72, py: { xs: 4, md: 6 } }}
    >
      <Typography id={titleId} variant="h2" component="h2" sx={{ textAlign: 'center', mb: subtitle ? 1 : 3 }}>
        {title}
      </Typography>
      {subtitle && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 3 }}>
          {subtitle}
        </Typography>
      )}
      {children}
    </Box>
  );
}
