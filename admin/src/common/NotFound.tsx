import { API_MESSAGES } from '@celebra/shared/client';
import HomeIcon from '@mui/icons-material/Home';
import { Box, Button, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router';

/**
 * What an address leads to when there is nothing there: an unknown path, a record id that is not
 * a number, a record the server does not have. Said at once, with a way back to the dashboard (the
 * browser's back button works too: nothing here replaces the history entry). `detail` is the
 * server's own explanation when it gave one ('Evento não encontrado.').
 */
export function NotFound({ detail }: { detail?: string | undefined }) {
  const translate = useTranslate();
  useEffect(() => {
    document.title = 'Celebra';
  }, []);
  return (
    <Box
      role="alert"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: 2,
        py: 6,
        textAlign: 'center',
      }}
    >
      <Typography variant="h5" component="h1">
        {API_MESSAGES.notFound}
      </Typography>
      {detail && detail !== API_MESSAGES.notFound ? (
        <Typography color="text.secondary">{detail}</Typography>
      ) : null}
      <Button variant="contained" component={Link} to="/" startIcon={<HomeIcon />}>
        {translate('celebra.notFound.backToDashboard')}
      </Button>
    </Box>
  );
}
