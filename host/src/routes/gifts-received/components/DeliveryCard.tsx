import { formatBRL, formatDate } from '@celebra/shared/format';
import type { TDelivery } from '@celebra/shared/models';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { DELIVERY_STATUS_COLORS, DELIVERY_STATUS_LABELS, dueWindowText } from '../delivery-status';

type Props = {
  line: TDelivery;
  /** 'Receber em dinheiro' of this line is on its way. */
  busy: boolean;
  onConvert: () => void;
};

/** What the couple read under the status, per status. */
function StatusDetail({ line }: { line: TDelivery }) {
  const window = dueWindowText(line);
  switch (line.status) {
    case 'TO_BUY':
    case 'BOUGHT':
      return window ? <Typography variant="body2">Entrega prevista: {window}</Typography> : null;
    case 'SENT':
      return (
        <Typography variant="body2" component="div">
          Transportadora: {line.carrier}
          <br />
          Código de rastreio:{' '}
          <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 700, overflowWrap: 'anywhere' }}>
            {line.trackingCode}
          </Box>
        </Typography>
      );
    case 'DELIVERED':
      return <Typography variant="body2">Entregue em {formatDate(line.deliveredOn)}</Typography>;
    case 'CONVERTED':
      return <Typography variant="body2">{formatBRL(line.share)} foram para o seu saldo.</Typography>;
    case 'CANCELLED':
      return <Typography variant="body2">O presente foi reembolsado a quem presenteou.</Typography>;
  }
}

/**
 * One gift to be delivered: what, from whom, its status ('A comprar', 'Comprado', 'Enviado' with
 * the carrier and tracking code, 'Entregue' with the day, 'Convertido em dinheiro') and, before it
 * is bought, 'Receber em dinheiro'.
 */
export function DeliveryCard({ line, busy, onConvert }: Props) {
  const guest = line.guestName.trim() || 'Anônimo';
  const name = line.quantity > 1 ? `${line.quantity} × ${line.giftName}` : line.giftName;
  return (
    <Card component="li" sx={{ p: 2, listStyle: 'none' }} aria-label={`Entrega de ${line.giftName}`}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 160px', minWidth: 0 }}>
          <Typography sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>{name}</Typography>
          <Typography variant="body2" color="text.secondary">
            Presente de {guest} · {formatBRL(line.share)}
          </Typography>
        </Box>
        <Chip
          size="small"
          label={DELIVERY_STATUS_LABELS[line.status]}
          color={DELIVERY_STATUS_COLORS[line.status]}
        />
      </Box>
      <Box sx={{ mt: 1 }}>
        <StatusDetail line={line} />
      </Box>
      {line.convertible && (
        <Button variant="outlined" size="small" sx={{ mt: 1.5 }} onClick={onConvert} loading={busy}>
          Receber em dinheiro
        </Button>
      )}
    </Card>
  );
}
