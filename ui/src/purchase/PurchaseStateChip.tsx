import { formatBRL, purchaseStateLabel } from '@celebra/shared/format';
import type { TPurchaseState } from '@celebra/shared/models';
import { Box, Chip, type ChipProps, Typography } from '@mui/material';

/** How each state reads at a glance: money kept (green), waiting (amber), given back or lost. */
const STATE_COLORS: Record<TPurchaseState, ChipProps['color']> = {
  APPROVED: 'success',
  PARTIALLY_REFUNDED: 'info',
  PENDING: 'warning',
  RECUSED: 'error',
  CANCELLED: 'default',
  REFUNDED: 'default',
  CHARGED_BACK: 'error',
  EXPIRED: 'default',
};

type PurchaseStateChipProps = {
  state: TPurchaseState;
  /**
   * What remains of the purchase (reais): shown under a partly refunded one ('Restam R$ 36,67'),
   * so a card's figure is the one that adds up to the totals.
   */
  remainingAmount?: number;
};

/**
 * A purchase's state ('Aprovado', 'Reembolso parcial', 'Reembolsado', 'Contestado', 'Expirado'…),
 * the one chip every list and card of purchases shows: the back office's transactions and an
 * event's received gifts, and the couple's received gifts.
 */
export function PurchaseStateChip({ state, remainingAmount }: PurchaseStateChipProps) {
  return (
    <Box sx={{ display: 'inline-flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.25 }}>
      <Chip size="small" label={purchaseStateLabel(state)} color={STATE_COLORS[state]} />
      {state === 'PARTIALLY_REFUNDED' && remainingAmount !== undefined && (
        <Typography variant="caption" color="text.secondary">
          {`Restam ${formatBRL(remainingAmount)}`}
        </Typography>
      )}
    </Box>
  );
}
