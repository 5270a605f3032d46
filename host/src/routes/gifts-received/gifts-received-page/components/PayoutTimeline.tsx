import { formatBRL, formatDate, PAYOUT_STATUS_LABELS, PIX_KEY_TYPE_LABELS } from '@celebra/shared/format';
import type { THostPayout } from '@celebra/shared/models';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';

const STATUS_COLORS = {
  PENDING: 'warning',
  PAID: 'success',
  FAILED: 'error',
  CANCELLED: 'default',
} as const;

/** One payout: its amount, status and the way it went, 'Solicitado em …' → 'Pago em …'. */
function PayoutCard({ payout }: { payout: THostPayout }) {
  const amount = payout.paidAmount ?? payout.requestedAmount;
  return (
    <Card component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={`Repasse de ${formatBRL(amount)}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 800, flex: 1 }}>{formatBRL(amount)}</Typography>
        <Chip size="small" label={PAYOUT_STATUS_LABELS[payout.status]} color={STATUS_COLORS[payout.status]} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">Solicitado em {formatDate(payout.requestedAt)}</Typography>
        <ArrowForwardIcon fontSize="small" aria-hidden color="action" />
        <Typography variant="body2" color={payout.paidAt ? 'text.primary' : 'text.secondary'}>
          {payout.paidAt ? `Pago em ${formatDate(payout.paidAt)}` : 'Aguardando pagamento'}
        </Typography>
      </Box>
      {payout.destination && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Chave Pix ({PIX_KEY_TYPE_LABELS[payout.destination.pixKeyType]}): {payout.destination.pixKey}
        </Typography>
      )}
    </Card>
  );
}

/** The event's payouts, newest first. */
export function PayoutTimeline({ payouts }: { payouts: THostPayout[] }) {
  return (
    <Box component="ul" aria-label="Repasses" sx={{ p: 0, m: 0, display: 'grid', gap: 1.5 }}>
      {payouts.map((payout) => (
        <PayoutCard key={payout.id} payout={payout} />
      ))}
    </Box>
  );
}
