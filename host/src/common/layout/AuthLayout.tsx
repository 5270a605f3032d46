import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Logo } from './Logo';
import { useDocumentTitle } from './use-document-title';

/** The logged-out screens: the logo over a card on a coloured background. */
export function AuthLayout({
  title,
  subtitle,
  children,
  maxWidth = 460,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
  maxWidth?: number;
}) {
  useDocumentTitle(title);
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        background: (theme) =>
          `linear-gradient(180deg, ${theme.palette.primary.main} 0, ${theme.palette.primary.main} 220px, ${theme.palette.background.default} 220px)`,
      }}
    >
      <Box sx={{ color: 'primary.contrastText', mb: 3 }}>
        <Logo color="inherit" size={36} />
      </Box>
      <Paper sx={{ width: '100%', maxWidth, p: { xs: 3, sm: 4 }, borderRadius: 4 }} elevation={3}>
        <Typography variant="h2" component="h1">
          {title}
        </Typography>
        {subtitle && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {subtitle}
          </Typography>
        )}
        <Box sx={{ mt: 3 }}>{children}</Box>
      </Paper>
    </Box>
  );
}
