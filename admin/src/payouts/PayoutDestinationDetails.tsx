/** Where a payout goes, as it was when requested: the holder, the document masked, the Pix key whole. */
import { PIX_KEY_TYPE_LABELS } from '@celebra/shared/format';
import type { TPayout } from '@celebra/shared/models';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export function PayoutDestinationDetails({ destination }: { destination: TPayout['destination'] }) {
  const translate = useTranslate();
  if (!destination) {
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('celebra.payouts.noDestination')}
      </Typography>
    );
  }
  return (
    <Box>
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {destination.holderName}
      </Typography>
      <Typography variant="body2">
        {destination.documentType} {destination.document}
      </Typography>
      <Typography variant="body2" sx={{ wordBreak: 'break-all' }}>
        {translate('celebra.payouts.pixKey', {
          type: PIX_KEY_TYPE_LABELS[destination.pixKeyType],
          key: destination.pixKey,
        })}
      </Typography>
    </Box>
  );
}
