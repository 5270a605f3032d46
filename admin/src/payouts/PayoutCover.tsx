/**
 * What the host has to cover a pending payout now, as the server computed it: the event's balance
 * (below zero after refunds of money already paid out), what is on hold, what this payout
 * reserved, and so what is available for it; with the refunds since the request and the open
 * charge-backs, so the operator sees why.
 */
import { formatBRL } from '@celebra/shared/format';
import type { TPayoutCover } from '@celebra/shared/models';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

/** −R$ 10,00 for an amount below zero (formatBRL names the size, the sign is ours). */
export const signedBRL = (amount: number) => (amount < 0 ? `−${formatBRL(-amount)}` : formatBRL(amount));

export function PayoutCover({ cover }: { cover: TPayoutCover }) {
  const translate = useTranslate();
  const rows: Array<[string, number]> = [
    ['celebra.payouts.coverBalance', cover.balance],
    ['celebra.payouts.coverHeld', cover.held],
    ['celebra.payouts.coverReserved', cover.reserved],
    ['celebra.payouts.coverCoverable', cover.coverable],
  ];
  return (
    <Box component="section" aria-label={translate('celebra.payouts.coverTitle')}>
      <Typography variant="subtitle2">{translate('celebra.payouts.coverTitle')}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, m: 0 }}>
        {rows.map(([label, amount]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {translate(label)}
            </Typography>
            <Typography
              component="dd"
              variant="body2"
              sx={{ m: 0, fontWeight: 600, color: amount < 0 ? 'error.main' : undefined }}
            >
              {signedBRL(amount)}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate('celebra.payouts.coverRefunds', {
          count: cover.refundsSinceRequest.count,
          amount: formatBRL(cover.refundsSinceRequest.amount),
        })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {translate('celebra.payouts.coverChargebacks', {
          count: cover.openChargebacks.count,
          amount: formatBRL(cover.openChargebacks.amount),
        })}
      </Typography>
    </Box>
  );
}
