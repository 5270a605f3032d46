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

const MONEY_BACK = 'O valor voltou ao seu saldo.';

/** Where the payout's way ends: paid, failed or cancelled on a day, or still waiting. */
function endOf(payout: THostPayout): { text: string; done: boolean } {
  if (payout.paidAt) return { text: `Pago em ${formatDate(payout.paidAt)}`, done: true };
  if (payout.closedAt) {
    return { text: `${PAYOUT_STATUS_LABELS[payout.status]} em ${formatDate(payout.closedAt)}`, done: true };
  }
  return { text: 'Aguardando pagamento', done: false };
}

/**
 * One payout: its amount, status and the way it went, 'Solicitado em …' → 'Pago em …' (or
 * 'Falhou em …' / 'Cancelado em …' with the administrator's reason: the money is the host's again).
 */
function PayoutCard({ payout }: { payout: THostPayout }) {
  const amount = payout.paidAmount ?? payout.requestedAmount;
  const end = endOf(payout);
  return (
    <Card component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={`Repasse de ${formatBRL(amount)}`}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 800, flex: 1 }}>{formatBRL(amount)}</Typography>
        <Chip size="small" label={PAYOUT_STATUS_LABELS[payout.status]} color={STATUS_COLORS[payout.status]} />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2">Solicitado em {formatDate(payout.requestedAt)}</Typography>
        <ArrowForwardIcon fontSize="small" aria-hidden color="action" />
        <Typography variant="body2" color={end.done ? 'text.primary' : 'text.secondary'}>
          {end.text}
        </Typography>
      </Box>
      {payout.closedAt && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {`${payout.closingReason ? `${payout.closingReason.replace(/[.!?]+$/, '')}. ` : ''}${MONEY_BACK}`}
        </Typography>
      )}
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
