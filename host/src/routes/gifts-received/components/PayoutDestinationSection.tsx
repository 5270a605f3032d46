import { PIX_KEY_TYPE_LABELS } from '@celebra/shared/format';
import type { TPayoutDestination } from '@celebra/shared/models';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { PayoutDestinationForm } from './PayoutDestinationForm';

/** The id the payout button's explanation links to. */
export const PAYOUT_DESTINATION_ANCHOR = 'dados-para-repasse';

type Props = {
  /** Undefined while loading; null when the host has none yet. */
  destination: TPayoutDestination | null | undefined;
  onSaved: (destination: TPayoutDestination) => void;
};

/**
 * 'Dados para repasse': where the payouts go, masked, with the form to set or change it. With
 * none saved the form is open at once, since no payout can be requested without it.
 */
export function PayoutDestinationSection({ destination, onSaved }: Props) {
  const [editing, setEditing] = useState(false);
  const saved = (next: TPayoutDestination) => {
    setEditing(false);
    onSaved(next);
  };
  return (
    <Paper
      component="section"
      id={PAYOUT_DESTINATION_ANCHOR}
      aria-labelledby="payout-destination-title"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 } }}
    >
      <Typography id="payout-destination-title" variant="h3" component="h2" sx={{ mb: 1 }}>
        Dados para repasse
      </Typography>
      {destination === undefined && <Skeleton height={48} />}
      {destination === null && (
        <>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            Informe a chave Pix para onde os repasses serão enviados.
          </Typography>
          <PayoutDestinationForm current={null} onSaved={saved} />
        </>
      )}
      {destination && !editing && (
        <Box>
          <Typography sx={{ fontWeight: 800 }}>{destination.holderName}</Typography>
          <Typography color="text.secondary">
            {destination.documentType}: {destination.document}
          </Typography>
          <Typography color="text.secondary">
            Chave Pix ({PIX_KEY_TYPE_LABELS[destination.pixKeyType]}): {destination.pixKey}
          </Typography>
          <Button sx={{ mt: 1 }} onClick={() => setEditing(true)}>
            Alterar dados para repasse
          </Button>
        </Box>
      )}
      {destination && editing && (
        <PayoutDestinationForm current={destination} onSaved={saved} onCancel={() => setEditing(false)} />
      )}
    </Paper>
  );
}
