import { formatDateTime } from '@celebra/shared/format';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

// Deadlines are the provider's instants; the administrator reads them in the platform's zone,
// wherever the browser is.
export const PLATFORM_TIME_ZONE = 'America/Sao_Paulo';
/** A deadline this close is highlighted: documents take days to gather. */
const SOON_MS = 3 * 86_400_000;

/**
 * The deadline to send a charge-back's documents, 'DD/MM/AAAA HH:mm' in Brasília time: 'Vencido'
 * (with the date under it) once past, highlighted while within three days, 'Sem prazo' when the
 * provider gave none.
 */
export function DocumentationDeadline({
  deadline,
  now = Date.now(),
}: {
  deadline: string | null;
  now?: number;
}) {
  const translate = useTranslate();
  if (deadline === null) return <>{translate('celebra.chargebacks.noDeadline')}</>;
  const when = formatDateTime(deadline, { timeZone: PLATFORM_TIME_ZONE });
  const left = Date.parse(deadline) - now;
  if (left <= 0)
    return (
      <Box>
        <Typography variant="body2" color="error" sx={{ fontWeight: 600 }}>
          {translate('celebra.chargebacks.expired')}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {when}
        </Typography>
      </Box>
    );
  if (left <= SOON_MS)
    return (
      <Box
        component="mark"
        data-soon="true"
        sx={{
          bgcolor: 'warning.light',
          color: 'warning.contrastText',
          fontWeight: 600,
          px: 0.5,
          borderRadius: 1,
        }}
      >
        {when}
      </Box>
    );
  return <>{when}</>;
}
